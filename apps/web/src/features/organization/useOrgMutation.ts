import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { orgKeys } from './organization-api.ts';

/**
 * A write of the organisation area: on success it toasts, refreshes every organisation query and runs
 * `onDone`; failures are already toasted by the request client.
 */
export const useOrgMutation = <V, R>(
  fn: (vars: V) => Promise<R>,
  successKey: 'saved' | 'deleted' | 'moved',
  onDone?: () => void,
) => {
  const { t } = useTranslation('organization');
  const { message } = App.useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      void message.success(successKey === 'moved' ? t('group.moved') : t(`common.${successKey}`));
      await client.invalidateQueries({ queryKey: orgKeys.all });
      await client.invalidateQueries({ queryKey: ['organization'] });
      onDone?.();
    },
  });
};
