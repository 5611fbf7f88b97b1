import { CertificateApi, CommonFileApi, type BatchRow, type PageResult } from '@podium/contracts';
import { get, post } from '../../api/client.ts';

export type JobProgress = { status: string; done: number; total: number; error: string };

/** Desk calls of certificate batches: list, check, send, and a send job's progress. */
export const batchApi = {
  page: (query: { pageNum: number; pageSize: number; status?: string }) =>
    get<PageResult<BatchRow>>(CertificateApi.batchPage, query),
  submitCheck: (batchId: string) => post(CertificateApi.submitCheck, { batchId }),
  check: (batchId: string, approved: boolean, note = '') =>
    post(CertificateApi.check, { batchId, approved, note }),
  send: (batchId: string) => post<{ jobId: string }>(CertificateApi.send, { batchId }),
  job: (jobId: string) => get<JobProgress>(`${CommonFileApi.job}/${jobId}`),
};
