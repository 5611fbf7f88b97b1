import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadFile, worksApi, worksKeys } from './works-api.ts';

type ZipResult = { fileId: string; works: number; files: number };
type Props = { jobId: string | null; onClose: () => void };

/** Follows a works zip job (`GET /common/job/:jobId`) with a progress bar; offers the zip when it is done. */
export const ZipProgressModal = ({ jobId, onClose }: Props) => {
  const { t } = useTranslation('works');
  const job = useQuery({
    queryKey: worksKeys.job(jobId ?? ''),
    queryFn: () => worksApi.job(jobId!),
    enabled: Boolean(jobId),
    refetchInterval: (query) =>
      query.state.data?.status === 'done' || query.state.data?.status === 'failed' ? false : 1000,
  });
  const data = job.data;
  const percent = data && data.total > 0 ? Math.floor((data.done / data.total) * 100) : 0;
  const result = data?.status === 'done' ? (data.result as ZipResult) : null;
  return (
    <Modal open={Boolean(jobId)} title={t('desk.zipTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }}>
        {!data && <Typography.Text>{t('desk.zipStarting')}</Typography.Text>}
        {data && (
          <Progress
            percent={result ? 100 : percent}
            status={data.status === 'failed' ? 'exception' : result ? 'success' : 'active'}
            aria-label={t('desk.zipTitle')}
          />
        )}
        {data && !result && data.status !== 'failed' && (
          <Typography.Text>{t('desk.zipProgress', { done: data.done, total: data.total })}</Typography.Text>
        )}
        {data?.status === 'failed' && (
          <Alert type="error" showIcon title={t('desk.zipFailed', { error: data.error })} />
        )}
        {result && (
          <>
            <Alert
              type="success"
              showIcon
              title={t('desk.zipDone', { works: result.works, files: result.files })}
            />
            <Button type="primary" onClick={() => void downloadFile(result.fileId)}>
              {t('desk.zipDownload')}
            </Button>
          </>
        )}
      </Space>
    </Modal>
  );
};
