import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { MajorPageQuery, MajorRow, PageResult, majorAddBody, majorUpdateBody } from '@podium/contracts';
import type { z } from 'zod';
import { colleges, groups, majors } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { scopeCondition } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { conflict } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { escapeLike, findReachableColleges, findReachableMajors } from './school-lookup.ts';
import { schoolMessages } from './schools.messages.ts';

/** Portal/form lookup (spec §7 /web/major/list): the majors of one college of an enabled school. */
export const listMajorOptions = (db: Db, collegeId: string) =>
  db
    .select({ majorId: majors.publicId, name: majors.name, code: majors.code })
    .from(majors)
    .innerJoin(colleges, eq(colleges.id, majors.collegeId))
    .innerJoin(groups, eq(groups.id, colleges.schoolGroupId))
    .where(and(eq(colleges.publicId, collegeId), eq(groups.status, 1)))
    .orderBy(asc(majors.orderNum), asc(majors.id));

export const pageMajors = async (
  db: Db,
  auth: AuthContext,
  query: MajorPageQuery,
): Promise<PageResult<MajorRow>> => {
  const conditions: (SQL | undefined)[] = [scopeCondition(auth, { groupId: colleges.schoolGroupId })];
  if (query.schoolId) conditions.push(eq(groups.publicId, query.schoolId));
  if (query.collegeId) conditions.push(eq(colleges.publicId, query.collegeId));
  if (query.keyword) conditions.push(ilike(majors.name, `%${escapeLike(query.keyword)}%`));
  const where = and(...conditions);
  const from = () =>
    db
      .select({
        major: majors,
        collegeId: colleges.publicId,
        collegeName: colleges.name,
        schoolId: groups.publicId,
        schoolName: groups.name,
      })
      .from(majors)
      .innerJoin(colleges, eq(colleges.id, majors.collegeId))
      .innerJoin(groups, eq(groups.id, colleges.schoolGroupId))
      .where(where);
  const [[total], rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(majors)
      .innerJoin(colleges, eq(colleges.id, majors.collegeId))
      .innerJoin(groups, eq(groups.id, colleges.schoolGroupId))
      .where(where),
    from()
      .orderBy(asc(colleges.id), asc(majors.orderNum), desc(majors.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((r) => ({
      majorId: r.major.publicId,
      collegeId: r.collegeId,
      collegeName: r.collegeName,
      schoolId: r.schoolId,
      schoolName: r.schoolName,
      name: r.major.name,
      code: r.major.code,
      orderNum: r.major.orderNum,
      createdAt: r.major.createdAt.toISOString(),
    })),
  };
};

const assertNameFree = async (db: Db, collegeId: number, name: string, exceptId?: number) => {
  const [taken] = await db
    .select({ id: majors.id })
    .from(majors)
    .where(
      and(
        eq(majors.collegeId, collegeId),
        eq(majors.name, name),
        exceptId === undefined ? undefined : ne(majors.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw conflict(schoolMessages.majorTaken, { name });
};

export const addMajor = async (db: Db, auth: AuthContext, body: z.output<typeof majorAddBody>) => {
  const [college] = await findReachableColleges(db, auth, [body.collegeId]);
  await assertNameFree(db, college!.id, body.name);
  const [created] = await db
    .insert(majors)
    .values({
      publicId: newPublicId(),
      collegeId: college!.id,
      name: body.name,
      code: body.code,
      orderNum: body.orderNum,
    })
    .returning();
  return created!;
};

export const updateMajor = async (db: Db, auth: AuthContext, body: z.output<typeof majorUpdateBody>) => {
  const [before] = await findReachableMajors(db, auth, [body.majorId]);
  await assertNameFree(db, before!.collegeId, body.name, before!.id);
  const [after] = await db
    .update(majors)
    .set({ name: body.name, code: body.code, orderNum: body.orderNum })
    .where(eq(majors.id, before!.id))
    .returning();
  return { before: before!, after: after! };
};

export const deleteMajors = async (db: Db, auth: AuthContext, ids: string[]) => {
  const rows = await findReachableMajors(db, auth, ids);
  await db.delete(majors).where(
    inArray(
      majors.id,
      rows.map((r) => r.id),
    ),
  );
  return rows;
};
