import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useJobProgress } from '../../../features/jobs/jobs-api.ts';

/**
 * A send job's progress bar: the job's own count of finished items (`GET /common/job/:jobId`, which
 * the runner moves as each chunk commits), polled every second until the job is done or failed.
 */
export const BatchProgress = ({
  jobId,
  issued,
  total,
}: {
  jobId: string | null;
  issued: number;
  total: number;
}) => {
  const { t } = useTranslation('certificate');
  const job = useJobProgress(jobId);
  const done = job.data?.done ?? issued;
  const of = job.data?.total ?? total;
  const percent = of > 0 ? Math.round((done / of) * 100) : 0;
  return (
    <Progress
      percent={percent}
      size="small"
      status={job.data?.status === 'failed' ? 'exception' : percent === 100 ? 'success' : 'active'}
      format={() => `${done}/${of}`}
      aria-label={t('batchProgress')}
      data-done={done}
      data-total={of}
    />
  );
};
