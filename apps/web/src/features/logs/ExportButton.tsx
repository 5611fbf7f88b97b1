import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../permission/Permission.tsx';
import { exportLogs } from './log-api.ts';

/** Exports what the filters select (no paging) as .xlsx. */
export const ExportButton = ({
  kind,
  filters,
}: {
  kind: 'operation' | 'login';
  filters: Record<string, string | undefined>;
}) => {
  const { t } = useTranslation('sysAccess');
  const run = useMutation({ mutationFn: () => exportLogs(kind, filters) });
  return (
    <Permission list={['system:log:export']}>
      <Button icon={<DownloadOutlined />} loading={run.isPending} onClick={() => run.mutate()}>
        {run.isPending ? t('log.exporting') : t('log.export')}
      </Button>
    </Permission>
  );
};
