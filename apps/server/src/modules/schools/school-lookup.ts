import { and, eq, inArray } from 'drizzle-orm';
import { colleges, groups, majors, provinces } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { assertCanReachGroup } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { findReachableGroup } from '../organization/index.ts';
import { schoolMessages } from './schools.messages.ts';

/** A reachable group that must be a school. */
export const findReachableSchool = async (db: Db, auth: AuthContext, schoolId: string) => {
  const group = await findReachableGroup(db, auth, schoolId);
  if (group.type !== 'school') throw badRequest(schoolMessages.notSchool);
  return group;
};

export const assertProvinceExists = async (db: Db, code: string | null) => {
  if (code === null) return;
  const [row] = await db
    .select({ code: provinces.code })
    .from(provinces)
    .where(eq(provinces.code, code))
    .limit(1);
  if (!row) throw badRequest(schoolMessages.provinceUnknown);
};

/** Colleges by public id with their school's path, each checked to be in reach. */
export const findReachableColleges = async (db: Db, auth: AuthContext, publicIds: string[]) => {
  const rows = await db
    .select({ college: colleges, schoolPath: groups.path })
    .from(colleges)
    .innerJoin(groups, eq(groups.id, colleges.schoolGroupId))
    .where(inArray(colleges.publicId, publicIds));
  if (rows.length !== new Set(publicIds).size) throw notFound(schoolMessages.collegeNotFound);
  for (const row of rows) assertCanReachGroup(auth, row.schoolPath);
  return rows.map((r) => r.college);
};

/** Majors by public id, each checked to be in reach through its college's school. */
export const findReachableMajors = async (db: Db, auth: AuthContext, publicIds: string[]) => {
  const rows = await db
    .select({ major: majors, schoolPath: groups.path })
    .from(majors)
    .innerJoin(colleges, eq(colleges.id, majors.collegeId))
    .innerJoin(groups, and(eq(groups.id, colleges.schoolGroupId)))
    .where(inArray(majors.publicId, publicIds));
  if (rows.length !== new Set(publicIds).size) throw notFound(schoolMessages.majorNotFound);
  for (const row of rows) assertCanReachGroup(auth, row.schoolPath);
  return rows.map((r) => r.major);
};

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
