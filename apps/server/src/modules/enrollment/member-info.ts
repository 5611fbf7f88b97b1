import { eq, inArray } from 'drizzle-orm';
import { idCardChecksumValid, MsgKey, type SaveInfoBody, type UserDetail } from '@podium/contracts';
import { colleges, enrollMemberInfos, groups, majors, userProfiles, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import {
  maskedIdCardOf,
  maskedPhoneOf,
  normaliseIdCard,
  parseIdCardOrThrow,
} from '../../platform/personal-fields.ts';
import type { PersonalDataCipher } from '../../platform/personal-data.ts';
import { teamMessages } from './teams.messages.ts';
import { schoolNameOf } from '../../platform/school-name.ts';

/** What a participant has given, from their account and their sign-up information. */
export type Participant = {
  userId: number;
  publicId: string;
  realName: string;
  userType: string;
  email: string | null;
  schoolName: string | null;
  userPhoneCipher: string | null;
  userIdCardCipher: string | null;
  info: typeof enrollMemberInfos.$inferSelect | null;
  /** What the person's own profile (user centre) holds; sign-up reads it rather than asking again. */
  profile: ProfileFacts;
};

type ProfileFacts = { studentNo: string | null; college: string | null; major: string | null };

/** The profile columns beside a user: student number, college and major names (user centre). */
const profileColumns = {
  studentNo: userProfiles.studentNo,
  college: colleges.name,
  major: majors.name,
};

/**
 * A text field as sign-up sees it: the sign-up information when given there, else the profile's value,
 * so a person is never asked again for what the profile holds.
 */
const givenText = (
  info: typeof enrollMemberInfos.$inferSelect | null,
  profile: ProfileFacts,
  field: 'studentNo' | 'college' | 'major',
): string => info?.[field] || profile[field] || '';

export const loadParticipants = async (db: Db, userIds: number[]): Promise<Map<number, Participant>> => {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: users.id,
      publicId: users.publicId,
      realName: users.realName,
      userType: users.userType,
      email: users.email,
      schoolName: schoolNameOf(groups),
      userPhoneCipher: users.phoneCipher,
      userIdCardCipher: users.idCardCipher,
      info: enrollMemberInfos,
      profile: profileColumns,
    })
    .from(users)
    .leftJoin(groups, eq(groups.id, users.groupId))
    .leftJoin(enrollMemberInfos, eq(enrollMemberInfos.userId, users.id))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(colleges, eq(colleges.id, userProfiles.collegeId))
    .leftJoin(majors, eq(majors.id, userProfiles.majorId))
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.userId, row]));
};

/**
 * A participant's sign-up fields as the desk reads them: numbers masked, texts from the sign-up
 * information else the profile ('' when neither holds one).
 */
export const participantFields = (cipher: PersonalDataCipher, p: Participant) => ({
  phone: maskedPhoneOf(cipher, p.info?.phoneCipher ?? p.userPhoneCipher),
  idCard: maskedIdCardOf(cipher, p.info?.idCardCipher ?? p.userIdCardCipher),
  email: p.email,
  studentNo: givenText(p.info, p.profile, 'studentNo'),
  college: givenText(p.info, p.profile, 'college'),
  major: givenText(p.info, p.profile, 'major'),
  grade: p.info?.grade ?? '',
});

/** The required fields (enrolment settings) a participant has not given yet. */
export const missingFields = (required: string[], p: Participant | undefined): string[] => {
  if (!p) return required;
  const has: Record<string, boolean> = {
    idCard: Boolean(p.info?.idCardCipher ?? p.userIdCardCipher),
    phone: Boolean(p.info?.phoneCipher ?? p.userPhoneCipher),
    email: Boolean(p.email),
    studentNo: Boolean(givenText(p.info, p.profile, 'studentNo')),
    college: Boolean(givenText(p.info, p.profile, 'college')),
    major: Boolean(givenText(p.info, p.profile, 'major')),
    grade: Boolean(p.info?.grade),
  };
  // Advisors are teachers: a student number and grade do not apply to them.
  const skip = p.userType === 'teacher' ? ['studentNo', 'grade'] : [];
  return required.filter((field) => !skip.includes(field) && !has[field]);
};

/** Spec §5 (length, birth date) then the GB 11643 check digit, each with its own message. */
export const validateIdCard = (raw: string) => {
  const idCard = normaliseIdCard(raw);
  const info = parseIdCardOrThrow(idCard);
  if (!idCardChecksumValid(idCard)) throw badRequest(MsgKey.idCardChecksum);
  return { idCard, info };
};

const ageOf = (birthday: string, today = new Date()) => {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const hadBirthday = today.getMonth() + 1 > m || (today.getMonth() + 1 === m && today.getDate() >= d);
  return today.getFullYear() - y - (hadBirthday ? 0 : 1);
};

/** Saves the caller's participant information; the ID number fills birthday and gender. */
export const saveMemberInfo = async (
  db: Db,
  cipher: PersonalDataCipher,
  auth: AuthContext,
  body: SaveInfoBody,
) => {
  const values: Partial<typeof enrollMemberInfos.$inferInsert> = {};
  if (body.idCard !== undefined) {
    if (body.idCard === '') Object.assign(values, { idCardCipher: null, idCardIndex: null });
    else {
      const { idCard, info } = validateIdCard(body.idCard);
      Object.assign(values, {
        idCardCipher: cipher.encrypt(idCard),
        idCardIndex: cipher.blindIndex(idCard),
        birthday: info.birthday,
        gender: info.gender,
      });
    }
  }
  if (body.phone !== undefined) values.phoneCipher = body.phone ? cipher.encrypt(body.phone) : null;
  for (const key of ['studentNo', 'college', 'major', 'grade'] as const)
    if (body[key] !== undefined) values[key] = body[key];
  await db.transaction(async (tx) => {
    if (body.realName)
      await tx.update(users).set({ realName: body.realName }).where(eq(users.id, auth.userId));
    await tx
      .insert(enrollMemberInfos)
      .values({ userId: auth.userId, ...values })
      .onConflictDoUpdate({ target: enrollMemberInfos.userId, set: { ...values, updatedAt: new Date() } });
  });
};

/** The caller's own detail: account, school and participant information, personal numbers masked. */
export const loadUserDetail = async (
  db: Db,
  cipher: PersonalDataCipher,
  auth: AuthContext,
): Promise<UserDetail> => {
  const [row] = await db
    .select({
      user: users,
      schoolName: schoolNameOf(groups),
      info: enrollMemberInfos,
      profile: profileColumns,
    })
    .from(users)
    .leftJoin(groups, eq(groups.id, users.groupId))
    .leftJoin(enrollMemberInfos, eq(enrollMemberInfos.userId, users.id))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(colleges, eq(colleges.id, userProfiles.collegeId))
    .leftJoin(majors, eq(majors.id, userProfiles.majorId))
    .where(eq(users.id, auth.userId));
  if (!row) throw notFound(teamMessages.userNotFound);
  const { user, info, profile } = row;
  const birthday = info?.birthday ?? user.birthday ?? null;
  return {
    userId: user.publicId,
    username: user.username,
    realName: user.realName,
    userType: user.userType,
    schoolName: row.schoolName ?? '',
    email: user.email ?? '',
    phone: maskedPhoneOf(cipher, info?.phoneCipher ?? user.phoneCipher),
    idCard: maskedIdCardOf(cipher, info?.idCardCipher ?? user.idCardCipher),
    birthday,
    age: birthday ? ageOf(birthday) : null,
    gender: info?.gender ?? user.gender ?? null,
    studentNo: givenText(info, profile, 'studentNo'),
    college: givenText(info, profile, 'college'),
    major: givenText(info, profile, 'major'),
    grade: info?.grade ?? '',
  };
};
