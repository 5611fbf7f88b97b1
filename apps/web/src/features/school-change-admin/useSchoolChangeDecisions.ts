import type { SchoolChangeRow } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { schoolChangeAdminApi, schoolChangeKeys } from './school-change-admin-api.ts';

/** What a message names: the person and the school they asked to join. */
const named = (row: SchoolChangeRow) => ({ name: row.realName || row.username, school: row.toSchoolName });

/**
 * Approve and refuse, each saying what happened (who, which school) and refreshing the list whatever the
 * answer (another reviewer may have decided first: the server's 409 is shown and the row updates).
 */
export const useSchoolChangeDecisions = () => {
  const { t } = useTranslation('organization');
  const { message } = App.useApp();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: schoolChangeKeys.all });
  const approve = useMutation({
    mutationFn: (row: SchoolChangeRow) => schoolChangeAdminApi.approve(row.requestId),
    onSuccess: (_, row) => void message.success(t('schoolChange.approved', named(row))),
    onSettled: refresh,
  });
  const reject = useMutation({
    mutationFn: ({ row, reason }: { row: SchoolChangeRow; reason: string }) =>
      schoolChangeAdminApi.reject(row.requestId, reason),
    onSuccess: (_, { row }) => void message.success(t('schoolChange.rejected', named(row))),
    onSettled: refresh,
  });
  return { approve, reject };
};
