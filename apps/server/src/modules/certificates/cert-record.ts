import { organiserSealSrc, winnerRecordSchema, type WinnerRecord } from '@podium/certificate';
import type { awardEntries } from '../../db/schema/index.ts';

type Entry = typeof awardEntries.$inferSelect;
const splitNames = (text: string) =>
  text
    .split(/[、,，;；]/)
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * The winner record a certificate is filled from: one award line seen from the certificate (names as
 * copied onto the line), the issued number, and the organiser's seal.
 */
export const winnerRecordOf = (
  entry: Entry,
  input: {
    awardName: string;
    /** The competition's full name, for the competitionName code. */
    competitionName: string;
    number: { prefix: string; body: string; suffix: string };
    sealUrl: string;
    companyName: string;
  },
): WinnerRecord => {
  const school = entry.schoolName ? [entry.schoolName] : [];
  const members = splitNames(entry.memberNames).map((name) => ({
    name,
    school: entry.schoolName || undefined,
  }));
  return winnerRecordSchema.parse({
    kind: entry.workName ? 'work' : entry.teamId ? 'team' : 'person',
    awardName: input.awardName,
    competitionName: input.competitionName || undefined,
    schools: school,
    members:
      members.length > 0 ? members : [{ name: entry.winnerName, school: entry.schoolName || undefined }],
    teachers: splitNames(entry.teacherNames).map((name) => ({ name })),
    teamName: entry.teamName || undefined,
    workName: entry.workName || undefined,
    holder: { name: entry.winnerName, school: entry.schoolName || undefined },
    companyName: input.companyName || undefined,
    certificateNumber: input.number,
    sealSrc: organiserSealSrc(input.sealUrl),
  });
};
