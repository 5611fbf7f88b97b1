import type { PublicCertRow } from '@podium/contracts';
import { API_BASE, CertificateApi } from '@podium/contracts';
import { traceUrl } from './cert-signing.ts';
import type { CertificateRecord } from './cert-issue.ts';

/** A name as the trace page shows it: 张* · 张*丰 · 欧**娜 (first and last character kept). */
export const maskName = (name: string) => {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
};

export const pdfUrlOf = (certificate: Pick<CertificateRecord, 'publicId'>) =>
  `${API_BASE}${CertificateApi.pdf}/${certificate.publicId}`;

export const thumbUrlOf = (certificate: Pick<CertificateRecord, 'publicId'>) =>
  `${API_BASE}${CertificateApi.thumb}/${certificate.publicId}`;

export const publicRowOf = (certificate: CertificateRecord, origin: string): PublicCertRow => ({
  certNo: certificate.certNo,
  name: maskName(certificate.holderName),
  awardName: certificate.awardName,
  competitionName: certificate.competitionName,
  issuedAt: certificate.issuedAt.toISOString(),
  traceUrl: traceUrl(origin, certificate.code, certificate.signature),
});
