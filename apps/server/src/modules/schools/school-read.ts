import { and, asc, count, desc, eq, ilike, like, sql, type SQL } from 'drizzle-orm';
import type {
  PageResult,
  Province,
  SchoolInfo,
  SchoolLevel,
  SchoolPageQuery,
  SchoolPortalQuery,
  SchoolPortalRow,
  SchoolRow,
} from '@podium/contracts';
import { alias } from 'drizzle-orm/pg-core';
import { colleges, groups, provinces, schoolInfos } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { scopeCondition } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import type { Lang } from '../../platform/messages.ts';
import { findSiteForHost } from '../website/index.ts';
import { escapeLike, findReachableSchool } from './school-lookup.ts';

export const listProvinces = (db: Db): Promise<Province[]> =>
  db
    .select({ code: provinces.code, name: provinces.name, nameEn: provinces.nameEn })
    .from(provinces)
    .orderBy(asc(provinces.orderNum), asc(provinces.code));

const provinceName = (lang: Lang) =>
  sql<string>`coalesce(${lang === 'en' ? provinces.nameEn : provinces.name}, '')`;

const filters = (query: SchoolPortalQuery): SQL[] => {
  const conditions: SQL[] = [eq(groups.type, 'school')];
  if (query.keyword) conditions.push(ilike(groups.name, `%${escapeLike(query.keyword)}%`));
  if (query.provinceCode) conditions.push(eq(schoolInfos.provinceCode, query.provinceCode));
  if (query.level) conditions.push(eq(schoolInfos.level, query.level));
  return conditions;
};

/**
 * Public school list of the portal: enabled schools under the tenant the host selects, public fields only.
 * A school without information yet still shows (as an undergraduate school of no province).
 */
export const pagePortalSchools = async (
  db: Db,
  host: string,
  lang: Lang,
  query: SchoolPortalQuery,
): Promise<PageResult<SchoolPortalRow>> => {
  const site = await findSiteForHost(db, host);
  if (!site) return { rows: [], total: 0 };
  const [tenant] = await db
    .select({ path: groups.path })
    .from(groups)
    .where(eq(groups.id, site.setting.groupId));
  const where = and(...filters(query), eq(groups.status, 1), like(groups.path, `${tenant!.path}%`));
  const base = db
    .select({ n: count() })
    .from(groups)
    .leftJoin(schoolInfos, eq(schoolInfos.groupId, groups.id))
    .where(where);
  const [[total], rows] = await Promise.all([
    base,
    db
      .select({
        schoolId: groups.publicId,
        name: groups.name,
        provinceName: provinceName(lang),
        level: sql<string>`coalesce(${schoolInfos.level}, 'undergraduate')`,
        logoUrl: sql<string>`coalesce(${schoolInfos.logoUrl}, '')`,
      })
      .from(groups)
      .leftJoin(schoolInfos, eq(schoolInfos.groupId, groups.id))
      .leftJoin(provinces, eq(provinces.code, schoolInfos.provinceCode))
      .where(where)
      .orderBy(asc(groups.orderNum), asc(groups.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** Desk school list: the schools within the caller's reach. */
export const pageSchools = async (
  db: Db,
  auth: AuthContext,
  lang: Lang,
  query: SchoolPageQuery,
): Promise<PageResult<SchoolRow>> => {
  const parent = alias(groups, 'parent');
  const conditions = filters(query);
  if (query.status !== undefined) conditions.push(eq(groups.status, query.status));
  const where = and(scopeCondition(auth, { groupId: groups.id }), ...conditions);
  const collegeCount =
    sql<number>`(select count(*) from ${colleges} where ${colleges.schoolGroupId} = ${groups.id})`.mapWith(
      Number,
    );
  const [[total], rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(groups)
      .leftJoin(schoolInfos, eq(schoolInfos.groupId, groups.id))
      .where(where),
    db
      .select({
        group: groups,
        parentName: parent.name,
        info: schoolInfos,
        provinceName: provinceName(lang),
        collegeCount,
      })
      .from(groups)
      .leftJoin(parent, eq(parent.id, groups.parentId))
      .leftJoin(schoolInfos, eq(schoolInfos.groupId, groups.id))
      .leftJoin(provinces, eq(provinces.code, schoolInfos.provinceCode))
      .where(where)
      .orderBy(asc(groups.orderNum), desc(groups.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((r) => ({
      schoolId: r.group.publicId,
      name: r.group.name,
      code: r.group.code,
      parentName: r.parentName ?? '',
      provinceCode: r.info?.provinceCode ?? null,
      provinceName: r.provinceName,
      level: (r.info?.level ?? 'undergraduate') as SchoolLevel,
      contactName: r.info?.contactName || r.group.contactName,
      contactPhone: r.info?.contactPhone || r.group.contactPhone,
      status: r.group.status,
      collegeCount: r.collegeCount,
      createdAt: r.group.createdAt.toISOString(),
    })),
  };
};

/** School information of one reachable school (defaults when none was saved yet). */
export const getSchoolInfo = async (
  db: Db,
  auth: AuthContext,
  lang: Lang,
  schoolId: string,
): Promise<SchoolInfo> => {
  const school = await findReachableSchool(db, auth, schoolId);
  const [row] = await db
    .select({ info: schoolInfos, provinceName: provinceName(lang) })
    .from(schoolInfos)
    .leftJoin(provinces, eq(provinces.code, schoolInfos.provinceCode))
    .where(eq(schoolInfos.groupId, school.id));
  const info = row?.info;
  return {
    schoolId: school.publicId,
    name: school.name,
    code: school.code,
    provinceCode: info?.provinceCode ?? null,
    provinceName: row?.provinceName ?? '',
    level: (info?.level ?? 'undergraduate') as SchoolLevel,
    address: info?.address ?? '',
    website: info?.website ?? '',
    contactName: info?.contactName ?? school.contactName,
    contactPhone: info?.contactPhone ?? school.contactPhone,
    intro: info?.intro ?? '',
    logoUrl: info?.logoUrl ?? '',
  };
};
