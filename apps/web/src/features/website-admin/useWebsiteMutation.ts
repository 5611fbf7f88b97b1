import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { websiteKeys } from '../website/website-api.ts';
import { websiteAdminKeys } from './website-admin-api.ts';

/** A desk write of this area: toast, refresh this area and the portal's own site settings. */
export const useWebsiteMutation = <V, R>(
  fn: (vars: V) => Promise<R>,
  successText: string,
  onDone?: () => void,
) => {
  const { message } = App.useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      void message.success(successText);
      await client.invalidateQueries({ queryKey: websiteAdminKeys.all });
      await client.invalidateQueries({ queryKey: websiteKeys.all });
      onDone?.();
    },
  });
};
