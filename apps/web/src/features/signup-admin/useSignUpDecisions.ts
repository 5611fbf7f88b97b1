import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { BatchApproveResult } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { signUpApi, signUpKeys } from './signup-admin-api.ts';

/** The teams a batch left pending, each with the competition rule it breaks (worded by the server). */
const refusedLines = (r: BatchApproveResult) => r.refused.map((x) => `“${x.name}” ${x.reason}`).join('; ');

/** Approve, bulk approve and reject, each refreshing the list and detail and saying what happened. */
export const useSignUpDecisions = () => {
  const { t } = useTranslation('signUpAdmin');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: signUpKeys.all });
  const approve = useMutation({
    mutationFn: signUpApi.approve,
    onSuccess: () => void message.success(t('approved')),
    onSettled: refresh,
  });
  const batchApprove = useMutation({
    mutationFn: signUpApi.batchApprove,
    onSuccess: (r) => {
      // Nothing approved because every team broke a rule: the warning alone says what happened.
      if (r.approved > 0 || r.refused.length === 0)
        void message.success(t('batchApproved', { approved: r.approved, skipped: r.skipped.length }));
      if (r.refused.length)
        void message.warning({
          content: `${t('batchRefused', { count: r.refused.length })} ${refusedLines(r)}`,
          duration: 8,
        });
    },
    onSettled: refresh,
  });
  const reject = useMutation({
    mutationFn: ({ teamId, reason }: { teamId: string; reason: string }) => signUpApi.reject(teamId, reason),
    onSuccess: () => void message.success(t('rejected')),
    onSettled: refresh,
  });
  return { approve, batchApprove, reject };
};
