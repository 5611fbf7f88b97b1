import { CommonFileApi, type JobProgress } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../api/client.ts';
import { getBinary, saveBinary } from '../../api/download.ts';

/** A durable job's progress (`GET /common/job/:jobId`): works zips, attachment zips, certificate sends. */
export const jobApi = {
  progress: (jobId: string) => get<JobProgress>(`${CommonFileApi.job}/${jobId}`),
};

const FINISHED = new Set(['done', 'failed']);

/** Polls a job every second until it is done or failed; idle while there is no job. */
export const useJobProgress = (jobId: string | null) =>
  useQuery({
    queryKey: ['job', jobId] as const,
    queryFn: () => jobApi.progress(jobId!),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data && FINISHED.has(query.state.data.status) ? false : 1000),
  });

/** Downloads a stored file the caller may read (`GET /common/file/:fileId`) and saves it. */
export const downloadStoredFile = async (fileId: string) =>
  saveBinary(await getBinary(`${CommonFileApi.file}/${fileId}`));
