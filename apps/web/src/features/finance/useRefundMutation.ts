import type { RefundResult } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { financeKeys } from './finance-api.ts';

/**
 * A refund action on the desk: says what became of the refund (done, waiting for approval, waiting for the
 * provider, refused by it) and refreshes every finance list, whose totals and states follow.
 */
export const useRefundMutation = <V>(fn: (vars: V) => Promise<RefundResult>) => {
  const { t } = useTranslation('finance');
  const { message } = App.useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (result) => {
      const text = t(`refund.outcome.${result.state}`);
      if (result.state === 'failed') void message.warning(text);
      else void message.success(text);
      await client.invalidateQueries({ queryKey: financeKeys.all });
    },
  });
};
