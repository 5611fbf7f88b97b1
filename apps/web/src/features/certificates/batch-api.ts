import { CertificateApi, type BatchRow, type PageResult } from '@podium/contracts';
import { get, post } from '../../api/client.ts';

/** Desk calls of certificate batches: list, check, send, and a send job's progress. */
export const batchApi = {
  page: (query: { pageNum: number; pageSize: number; status?: string }) =>
    get<PageResult<BatchRow>>(CertificateApi.batchPage, query),
  /** Make: bind a saved design of the library to an award list (a draft until sent for check). */
  save: (body: { listId: string; title: string; designId: string }) =>
    post<{ batchId: string }>(CertificateApi.batchSave, body),
  submitCheck: (batchId: string) => post(CertificateApi.submitCheck, { batchId }),
  check: (batchId: string, approved: boolean, note = '') =>
    post(CertificateApi.check, { batchId, approved, note }),
  /** `confirmOpenReview`: the caller was told the list's stages are still under review (else refused). */
  send: (batchId: string, confirmOpenReview = false) =>
    post<{ jobId: string }>(CertificateApi.send, { batchId, confirmOpenReview }),
};
