import { useQuery } from '@tanstack/react-query';
import { Progress } from 'antd';
import { batchApi } from '../../../features/certificates/batch-api.ts';

/** A send job's progress bar, polled every second while the job runs. */
export const BatchProgress = ({
  jobId,
  issued,
  total,
}: {
  jobId: string | null;
  issued: number;
  total: number;
}) => {
  const job = useQuery({
    queryKey: ['certificate', 'job', jobId],
    queryFn: () => batchApi.job(jobId!),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data && ['done', 'failed'].includes(query.state.data.status) ? false : 1000,
  });
  const done = job.data?.done ?? issued;
  const of = job.data?.total ?? total;
  const percent = of > 0 ? Math.round((done / of) * 100) : 0;
  return (
    <Progress
      percent={percent}
      size="small"
      status={job.data?.status === 'failed' ? 'exception' : percent === 100 ? 'success' : 'active'}
      format={() => `${done}/${of}`}
      aria-label="progress"
      data-done={done}
      data-total={of}
    />
  );
};
