import { and, eq } from 'drizzle-orm';
import { API_BASE, CommonFileApi, type CenterProfile, type ProfileSaveBody } from '@podium/contracts';
import { colleges, files, groups, majors, userProfiles, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { PersonalDataCipher } from '../../platform/personal-data.ts';
import { maskedIdCardOf, maskedPhoneOf } from '../../platform/personal-fields.ts';
import { centerMessages } from './center.messages.ts';
import { findSchool } from './school-change.ts';

type SaveInput = Omit<ProfileSaveBody, 'gender' | 'schoolId' | 'collegeId' | 'majorId' | 'studentNo'> & {
  gender: 1 | 2 | null;
  schoolId: string | null;
  collegeId: string | null;
  majorId: string | null;
  studentNo: string;
};

const readRow = async (db: Db, userId: number) => {
  const [row] = await db
    .select({
      user: users,
      group: { publicId: groups.publicId, name: groups.name, type: groups.type },
      profile: userProfiles,
      college: { publicId: colleges.publicId, name: colleges.name },
      major: { publicId: majors.publicId, name: majors.name },
    })
    .from(users)
    .leftJoin(groups, eq(groups.id, users.groupId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(colleges, eq(colleges.id, userProfiles.collegeId))
    .leftJoin(majors, eq(majors.id, userProfiles.majorId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound();
  return row;
};

/** The profile fields the centre asks a person to fill; students also need college, major and number. */
export const missingProfileFields = (p: CenterProfile) => {
  const missing: string[] = [];
  if (!p.realName) missing.push('realName');
  if (!p.phone) missing.push('phone');
  if (!p.schoolId) missing.push('school');
  if (p.userType === 'student') {
    if (!p.collegeId) missing.push('college');
    if (!p.majorId) missing.push('major');
    if (!p.studentNo) missing.push('studentNo');
  }
  return missing;
};

export const readProfile = async (
  db: Db,
  cipher: PersonalDataCipher,
  userId: number,
): Promise<CenterProfile> => {
  const r = await readRow(db, userId);
  const isSchool = r.group?.type === 'school';
  return {
    username: r.user.username,
    realName: r.user.realName,
    avatar: r.user.avatar,
    gender: r.user.gender,
    userType: r.user.userType,
    schoolId: isSchool ? (r.group?.publicId ?? null) : null,
    schoolName: isSchool ? (r.group?.name ?? '') : '',
    collegeId: r.college?.publicId ?? null,
    collegeName: r.college?.name ?? '',
    majorId: r.major?.publicId ?? null,
    majorName: r.major?.name ?? '',
    studentNo: r.profile?.studentNo ?? '',
    phone: maskedPhoneOf(cipher, r.user.phoneCipher),
    email: r.user.email ?? '',
    idCard: maskedIdCardOf(cipher, r.user.idCardCipher),
  };
};

const avatarUrl = (fileId: string) => `${API_BASE}${CommonFileApi.file}/${fileId}`;

/**
 * Saves name, picture, gender, school, college, major and student number. The school is a group of type
 * school (null keeps the current home group), chosen here only the first time; the college must belong
 * to that school and the major to the college; the picture must be an `avatar` upload of the user.
 */
export const saveProfile = async (db: Db, userId: number, body: SaveInput) => {
  const before = await readRow(db, userId);
  const currentSchool = before.group?.type === 'school' ? before.user.groupId : null;
  let schoolGroupId = currentSchool;
  if (body.schoolId) {
    const school = await findSchool(db, body.schoolId);
    // The first choice is the person's; after it, only the new school approves a move (school-change.ts),
    // so nobody slips into a school-restricted competition or another school's scope by editing a profile.
    if (currentSchool !== null && school.id !== currentSchool) throw conflict(centerMessages.schoolLocked);
    schoolGroupId = school.id;
  }
  let collegeId: number | null = null;
  if (body.collegeId) {
    const [college] = await db
      .select({ id: colleges.id, schoolGroupId: colleges.schoolGroupId })
      .from(colleges)
      .where(eq(colleges.publicId, body.collegeId))
      .limit(1);
    if (!college || college.schoolGroupId !== schoolGroupId) throw badRequest(centerMessages.collegeUnknown);
    collegeId = college.id;
  }
  let majorId: number | null = null;
  if (body.majorId) {
    const [major] = await db
      .select({ id: majors.id, collegeId: majors.collegeId })
      .from(majors)
      .where(eq(majors.publicId, body.majorId))
      .limit(1);
    if (!major || major.collegeId !== collegeId) throw badRequest(centerMessages.majorUnknown);
    majorId = major.id;
  }
  let avatar = before.user.avatar;
  if (body.avatarFileId === null) avatar = '';
  else if (body.avatarFileId) {
    const [file] = await db
      .select({ id: files.id })
      .from(files)
      .where(
        and(eq(files.publicId, body.avatarFileId), eq(files.ownerId, userId), eq(files.purpose, 'avatar')),
      )
      .limit(1);
    if (!file) throw badRequest(centerMessages.avatarUnknown);
    avatar = avatarUrl(body.avatarFileId);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        realName: body.realName,
        avatar,
        gender: body.gender,
        ...(schoolGroupId !== null && schoolGroupId !== before.user.groupId
          ? { groupId: schoolGroupId }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    const profile = { collegeId, majorId, studentNo: body.studentNo, updatedAt: new Date() };
    await tx
      .insert(userProfiles)
      .values({ userId, ...profile })
      .onConflictDoUpdate({ target: userProfiles.userId, set: profile });
  });
  return {
    before: {
      realName: before.user.realName,
      gender: before.user.gender,
      groupId: before.user.groupId,
      collegeId: before.profile?.collegeId ?? null,
      majorId: before.profile?.majorId ?? null,
      studentNo: before.profile?.studentNo ?? '',
    },
  };
};
