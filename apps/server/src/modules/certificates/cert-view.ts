import type { PublicCertRow } from '@podium/contracts';
import { API_BASE, CertificateApi } from '@podium/contracts';
import { traceUrl } from './cert-signing.ts';
import type { CertificateRecord } from './cert-issue.ts';
import { maskName } from '../../platform/masking.ts';

export const pdfUrlOf = (certificate: Pick<CertificateRecord, 'publicId'>) =>
  `${API_BASE}${CertificateApi.pdf}/${certificate.publicId}`;

export const thumbUrlOf = (certificate: Pick<CertificateRecord, 'publicId'>) =>
  `${API_BASE}${CertificateApi.thumb}/${certificate.publicId}`;

/** What a public row shows of a certificate (search, trace, the user centre). */
export type PublicCertificateColumns = Pick<
  CertificateRecord,
  'certNo' | 'holderName' | 'awardName' | 'competitionName' | 'issuedAt' | 'code' | 'signature'
>;

export const publicRowOf = (certificate: PublicCertificateColumns, origin: string): PublicCertRow => ({
  certNo: certificate.certNo,
  name: maskName(certificate.holderName),
  awardName: certificate.awardName,
  competitionName: certificate.competitionName,
  issuedAt: certificate.issuedAt.toISOString(),
  traceUrl: traceUrl(origin, certificate.code, certificate.signature),
});
