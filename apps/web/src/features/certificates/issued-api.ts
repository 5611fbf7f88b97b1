import { CertificateApi, type CertSettings, type IssuedRow, type PageResult } from '@podium/contracts';
import { get, post } from '../../api/client.ts';

/** Desk calls of issued certificates (trace, revoke, reissue) and the organiser's settings. */
export const issuedApi = {
  page: (query: { pageNum: number; pageSize: number; certNo?: string; status?: string }) =>
    get<PageResult<IssuedRow>>(CertificateApi.issuedPage, query),
  revoke: (certificateId: string, reason: string) => post(CertificateApi.revoke, { certificateId, reason }),
  reissue: (certificateId: string) =>
    post<{ certificateId: string; certNo: string }>(CertificateApi.reissue, { certificateId }),
  settings: () => get<CertSettings>(CertificateApi.settings),
  saveSettings: (body: CertSettings) => post<CertSettings>(CertificateApi.settingsSave, body),
};
