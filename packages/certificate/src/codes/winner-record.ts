import { z } from 'zod';
import { imageSrcSchema } from '../model/element.ts';

const personSchema = z.object({
  name: z.string().trim().min(1).max(100),
  school: z.string().trim().max(200).optional(),
});

/**
 * What a certificate is filled from: one line of an award list, seen from the certificate. The
 * issuer builds it from the team, work or person that won; the codes of spec §3 read from it.
 */
export const winnerRecordSchema = z.object({
  /** What won: a person (students, teachers, personal certificates), a team, or a work. */
  kind: z.enum(['person', 'team', 'work']),
  awardName: z.string().trim().max(100),
  /** The competition the award belongs to (its full name). */
  competitionName: z.string().trim().max(200).optional(),
  /** The winner's schools in order; the first is "the" school. Members' schools are added after. */
  schools: z.array(z.string().trim().min(1).max(200)).default([]),
  /** Students (team members or the single winner), in certificate order. */
  members: z.array(personSchema).default([]),
  /** Advising teachers, in certificate order. */
  teachers: z.array(personSchema).default([]),
  teamName: z.string().trim().max(200).optional(),
  workName: z.string().trim().max(200).optional(),
  /** Whom a personal or teacher certificate names (userName, userSchool); else the first member. */
  holder: personSchema.optional(),
  companyName: z.string().trim().max(200).optional(),
  /** The issued number in its three parts (see formatCertificateNumber). */
  certificateNumber: z
    .object({ prefix: z.string().max(50), body: z.string().min(1).max(50), suffix: z.string().max(50) })
    .optional(),
  /**
   * The issue date as printed (`formatIssueDate` of the certificate's `issuedAt`): added when a certificate
   * is rendered, today's for a preview; never stored with the record.
   */
  issueDate: z.string().trim().max(50).optional(),
  /** Image of the traceability QR code (a data URL or a path Podium serves). */
  qrCodeSrc: imageSrcSchema.optional(),
  /** The organisation's seal image (a path Podium serves). */
  sealSrc: imageSrcSchema.optional(),
});

export type WinnerPerson = z.output<typeof personSchema>;
export type WinnerRecord = z.output<typeof winnerRecordSchema>;
export type WinnerRecordInput = z.input<typeof winnerRecordSchema>;
