import type { PublicCertRow } from '@podium/contracts';
import { API_BASE, CertificateApi } from '@podium/contracts';
import { traceUrl } from './cert-signing.ts';
import type { CertificateRecord } from './cert-issue.ts';
import { maskName, maskTeamName } from '../../platform/masking.ts';

export const pdfUrlOf = (certificate: Pick<CertificateRecord, 'publicId'>) =>
  `${API_BASE}${CertificateApi.pdf}/${certificate.publicId}`;

export const thumbUrlOf = (certificate: Pick<CertificateRecord, 'publicId'>) =>
  `${API_BASE}${CertificateApi.thumb}/${certificate.publicId}`;

/** What a public row shows of a certificate (search, trace, the user centre). */
export type PublicCertificateColumns = Pick<
  CertificateRecord,
  'certNo' | 'holderName' | 'awardName' | 'competitionName' | 'issuedAt' | 'code' | 'signature'
>;

/** Who a certificate names besides its holder: the students printed on it, and its team's name. */
export type NamedOn = { members: string[]; teamName: string };

/** From the record's `members` and `teamName` (read as JSON; anything else counts as nobody). */
export const namedOn = (fields: { members: unknown; teamName: unknown }): NamedOn => ({
  members: Array.isArray(fields.members)
    ? fields.members
        .map((m: unknown) => (m && typeof m === 'object' ? (m as { name?: unknown }).name : undefined))
        .filter((name): name is string => typeof name === 'string' && name !== '')
    : [],
  teamName: typeof fields.teamName === 'string' ? fields.teamName : '',
});

export const namedOnRecord = (record: unknown) => {
  const fields = (record ?? {}) as { members?: unknown; teamName?: unknown };
  return namedOn({ members: fields.members, teamName: fields.teamName });
};

/**
 * The holder as a public row shows it: a person's name masked, a team's name in full (as the public award
 * list shows it) unless it contains a member's name, which is masked within it.
 */
const publicHolderName = (holderName: string, named: NamedOn) =>
  named.teamName !== '' && holderName === named.teamName
    ? maskTeamName(holderName, named.members)
    : maskName(holderName);

export const publicRowOf = (
  certificate: PublicCertificateColumns,
  named: NamedOn,
  origin: string,
): PublicCertRow => ({
  certNo: certificate.certNo,
  name: publicHolderName(certificate.holderName, named),
  awardName: certificate.awardName,
  competitionName: certificate.competitionName,
  issuedAt: certificate.issuedAt.toISOString(),
  traceUrl: traceUrl(origin, certificate.code, certificate.signature),
});
