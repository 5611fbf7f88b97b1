import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type {
  CollegePageQuery,
  CollegeRow,
  PageResult,
  collegeAddBody,
  collegeUpdateBody,
} from '@podium/contracts';
import type { z } from 'zod';
import { colleges, groups, majors } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { scopeCondition } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { escapeLike, findReachableColleges, findReachableSchool } from './school-lookup.ts';
import { schoolMessages } from './schools.messages.ts';

/** Portal/form lookup (spec §7 /web/college/list): the colleges of one enabled school, names only. */
export const listCollegeOptions = async (db: Db, schoolId: string) =>
  db
    .select({ collegeId: colleges.publicId, name: colleges.name })
    .from(colleges)
    .innerJoin(groups, eq(groups.id, colleges.schoolGroupId))
    .where(and(eq(groups.publicId, schoolId), eq(groups.type, 'school'), eq(groups.status, 1)))
    .orderBy(asc(colleges.orderNum), asc(colleges.id));

export const pageColleges = async (
  db: Db,
  auth: AuthContext,
  query: CollegePageQuery,
): Promise<PageResult<CollegeRow>> => {
  const conditions: (SQL | undefined)[] = [scopeCondition(auth, { groupId: colleges.schoolGroupId })];
  if (query.schoolId) conditions.push(eq(groups.publicId, query.schoolId));
  if (query.keyword) conditions.push(ilike(colleges.name, `%${escapeLike(query.keyword)}%`));
  const where = and(...conditions);
  const majorCount =
    sql<number>`(select count(*) from ${majors} where ${majors.collegeId} = ${colleges.id})`.mapWith(Number);
  const [[total], rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(colleges)
      .innerJoin(groups, eq(groups.id, colleges.schoolGroupId))
      .where(where),
    db
      .select({ college: colleges, schoolId: groups.publicId, schoolName: groups.name, majorCount })
      .from(colleges)
      .innerJoin(groups, eq(groups.id, colleges.schoolGroupId))
      .where(where)
      .orderBy(asc(groups.id), asc(colleges.orderNum), desc(colleges.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((r) => ({
      collegeId: r.college.publicId,
      schoolId: r.schoolId,
      schoolName: r.schoolName,
      name: r.college.name,
      orderNum: r.college.orderNum,
      majorCount: r.majorCount,
      createdAt: r.college.createdAt.toISOString(),
    })),
  };
};

const assertNameFree = async (db: Db, schoolGroupId: number, name: string, exceptId?: number) => {
  const [taken] = await db
    .select({ id: colleges.id })
    .from(colleges)
    .where(
      and(
        eq(colleges.schoolGroupId, schoolGroupId),
        eq(colleges.name, name),
        exceptId === undefined ? undefined : ne(colleges.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw conflict(schoolMessages.collegeTaken, { name });
};

export const addCollege = async (db: Db, auth: AuthContext, body: z.output<typeof collegeAddBody>) => {
  const school = await findReachableSchool(db, auth, body.schoolId);
  await assertNameFree(db, school.id, body.name);
  const [created] = await db
    .insert(colleges)
    .values({ publicId: newPublicId(), schoolGroupId: school.id, name: body.name, orderNum: body.orderNum })
    .returning();
  return created!;
};

export const updateCollege = async (db: Db, auth: AuthContext, body: z.output<typeof collegeUpdateBody>) => {
  const [before] = await findReachableColleges(db, auth, [body.collegeId]);
  await assertNameFree(db, before!.schoolGroupId, body.name, before!.id);
  const [after] = await db
    .update(colleges)
    .set({ name: body.name, orderNum: body.orderNum })
    .where(eq(colleges.id, before!.id))
    .returning();
  return { before: before!, after: after! };
};

/** Deletes colleges (all in reach, or none); a college that still has majors is refused. */
export const deleteColleges = async (db: Db, auth: AuthContext, ids: string[]) => {
  const rows = await findReachableColleges(db, auth, ids);
  const [withMajors] = await db
    .select({ name: colleges.name })
    .from(colleges)
    .innerJoin(majors, eq(majors.collegeId, colleges.id))
    .where(
      inArray(
        colleges.id,
        rows.map((r) => r.id),
      ),
    )
    .limit(1);
  if (withMajors) throw badRequest(schoolMessages.collegeHasMajors, { name: withMajors.name });
  await db.delete(colleges).where(
    inArray(
      colleges.id,
      rows.map((r) => r.id),
    ),
  );
  return rows;
};
