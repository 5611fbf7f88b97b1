import {
  AwardApi,
  CertificateApi,
  type MyAwardRow,
  type MyCertRow,
  type PublicCertSearchResult,
  type TraceResult,
} from '@podium/contracts';
import { get } from '../../api/client.ts';

/** Public verification and search, and the signed-in user's certificates and awards. */
export const certificateApi = {
  trace: (code: string, sig: string) => get<TraceResult>(CertificateApi.trace, { code, sig }),
  search: (query: { certNo: string; name?: string; pageNum?: number; pageSize?: number }) =>
    get<PublicCertSearchResult>(CertificateApi.publicPage, query),
  my: () => get<MyCertRow[]>(CertificateApi.my),
  myAwards: () => get<MyAwardRow[]>(AwardApi.myAwards),
};

/** The trace page path of a verification URL (the QR holds the full URL; inside the SPA we follow its path). */
export const tracePath = (traceUrl: string) => {
  const url = new URL(traceUrl, window.location.origin);
  return `${url.pathname}${url.search}`;
};
