// The organiser's overviews: every step of every submission (the record), and the schools under it with
// their contact people and their state in each published task.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SUMMARY_FILL,
  type PageResult,
  type SummaryAction,
  type SummaryRecordRow,
  type SummarySchoolList,
  type summaryRecordQuery,
  type summarySchoolListQuery,
} from '@podium/contracts';
import {
  groups,
  provinces,
  roles,
  schoolInfos,
  summarySubmissionEvents,
  summarySubmissions,
  summaryTaskSchools,
  summaryTasks,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { schoolsUnder } from './task-access.ts';
import { stateOf } from './tasks.ts';

const taskGroups = sql`(select path from groups g where g.id = ${summaryTasks.groupId})`;
const reach = (auth: AuthContext): SQL | undefined =>
  auth.isRoot ? undefined : sql`${taskGroups} like ${`${auth.group?.path ?? '/-/'}%`}`;

export const pageRecords = async (
  db: Db,
  auth: AuthContext,
  query: z.output<typeof summaryRecordQuery>,
): Promise<PageResult<SummaryRecordRow>> => {
  const where = and(
    reach(auth),
    query.taskId ? eq(summaryTasks.publicId, query.taskId) : undefined,
    query.schoolId ? eq(groups.publicId, query.schoolId) : undefined,
    query.action ? eq(summarySubmissionEvents.action, query.action) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        event: summarySubmissionEvents,
        taskId: summaryTasks.publicId,
        taskTitle: summaryTasks.title,
        schoolId: groups.publicId,
        schoolName: groups.name,
        actor: users.realName,
      })
      .from(summarySubmissionEvents)
      .innerJoin(summarySubmissions, eq(summarySubmissions.id, summarySubmissionEvents.submissionId))
      .innerJoin(summaryTasks, eq(summaryTasks.id, summarySubmissions.taskId))
      .innerJoin(groups, eq(groups.id, summarySubmissions.schoolGroupId))
      .leftJoin(users, eq(users.id, summarySubmissionEvents.actorId))
      .where(where)
      .orderBy(desc(summarySubmissionEvents.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(summarySubmissionEvents)
      .innerJoin(summarySubmissions, eq(summarySubmissions.id, summarySubmissionEvents.submissionId))
      .innerJoin(summaryTasks, eq(summaryTasks.id, summarySubmissions.taskId))
      .innerJoin(groups, eq(groups.id, summarySubmissions.schoolGroupId))
      .where(where),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((r) => ({
      recordId: r.event.publicId,
      taskId: r.taskId,
      taskTitle: r.taskTitle,
      schoolId: r.schoolId,
      schoolName: r.schoolName,
      action: r.event.action as SummaryAction,
      fromState: r.event.fromState,
      toState: r.event.toState,
      note: r.event.note,
      version: r.event.version,
      formVersion: r.event.formVersion,
      values: r.event.values,
      actor: r.actor ?? '',
      createdAt: r.event.createdAt.toISOString(),
    })),
  };
};

/** The people of each school holding the reporting permission there (whom reminders reach too). */
export const reportersOf = async (db: Db, schoolIds: number[]) =>
  schoolIds.length
    ? db
        .selectDistinct({
          schoolId: userRoles.groupId,
          userId: users.id,
          name: users.realName,
          email: users.email,
        })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(
          and(
            inArray(userRoles.groupId, schoolIds),
            sql`${roles.permissions} @> ${JSON.stringify([SUMMARY_FILL])}::jsonb`,
            eq(users.status, 1),
          ),
        )
    : [];

/**
 * Schools under the acting organiser: contacts, the people who report, and the state in each published
 * task it reaches that asks them. Filters: name, and "in this state for this task".
 */
export const schoolList = async (
  db: Db,
  auth: AuthContext,
  query: z.output<typeof summarySchoolListQuery>,
): Promise<SummarySchoolList> => {
  const path = auth.isRoot ? '/' : (auth.group?.path ?? '/-/');
  const tasks = await db
    .select({
      id: summaryTasks.id,
      publicId: summaryTasks.publicId,
      title: summaryTasks.title,
      deadline: summaryTasks.deadline,
    })
    .from(summaryTasks)
    .where(and(eq(summaryTasks.status, 'published'), reach(auth)))
    .orderBy(desc(summaryTasks.deadline), desc(summaryTasks.id));
  let schools = await schoolsUnder(db, path);
  if (query.keyword) {
    const needle = query.keyword.toLowerCase();
    schools = schools.filter((s) => s.name.toLowerCase().includes(needle));
  }
  const schoolIds = schools.map((s) => s.id);
  const taskIds = tasks.map((t) => t.id);
  const [asked, infos, parents, people] = await Promise.all([
    taskIds.length && schoolIds.length
      ? db
          .select({
            taskId: summaryTaskSchools.taskId,
            schoolId: summaryTaskSchools.schoolGroupId,
            status: summarySubmissions.status,
          })
          .from(summaryTaskSchools)
          .leftJoin(
            summarySubmissions,
            and(
              eq(summarySubmissions.taskId, summaryTaskSchools.taskId),
              eq(summarySubmissions.schoolGroupId, summaryTaskSchools.schoolGroupId),
            ),
          )
          .where(
            and(
              inArray(summaryTaskSchools.taskId, taskIds),
              inArray(summaryTaskSchools.schoolGroupId, schoolIds),
            ),
          )
      : [],
    schoolIds.length
      ? db
          .select({
            groupId: schoolInfos.groupId,
            contactName: schoolInfos.contactName,
            contactPhone: schoolInfos.contactPhone,
            province: provinces.name,
          })
          .from(schoolInfos)
          .leftJoin(provinces, eq(provinces.code, schoolInfos.provinceCode))
          .where(inArray(schoolInfos.groupId, schoolIds))
      : [],
    db
      .select({
        id: groups.id,
        name: groups.name,
        contactName: groups.contactName,
        contactPhone: groups.contactPhone,
      })
      .from(groups)
      .where(inArray(groups.id, [...new Set([...schools.map((s) => s.parentId ?? 0), ...schoolIds])])),
    reportersOf(db, schoolIds),
  ]);
  const taskById = new Map(tasks.map((t) => [t.id, t]));
  const groupById = new Map(parents.map((p) => [p.id, p]));
  const infoOf = new Map(infos.map((i) => [i.groupId, i]));
  let rows = schools.map((s) => {
    const info = infoOf.get(s.id);
    const own = groupById.get(s.id);
    const states: Record<string, ReturnType<typeof stateOf>> = {};
    for (const a of asked.filter((x) => x.schoolId === s.id)) {
      const task = taskById.get(a.taskId)!;
      states[task.publicId] = stateOf(a.status, task.deadline);
    }
    return {
      schoolId: s.publicId,
      name: s.name,
      parentName: groupById.get(s.parentId ?? 0)?.name ?? '',
      provinceName: info?.province ?? '',
      contactName: info?.contactName || own?.contactName || '',
      contactPhone: info?.contactPhone || own?.contactPhone || '',
      reporters: people
        .filter((p) => p.schoolId === s.id)
        .map((p) => ({ name: p.name, email: p.email ?? '' })),
      states,
    };
  });
  if (query.taskId) rows = rows.filter((r) => query.taskId! in r.states);
  if (query.taskId && query.state) rows = rows.filter((r) => r.states[query.taskId!] === query.state);
  const start = (query.pageNum - 1) * query.pageSize;
  return {
    tasks: tasks.map((t) => ({ taskId: t.publicId, title: t.title, deadline: t.deadline.toISOString() })),
    rows: rows.slice(start, start + query.pageSize),
    total: rows.length,
  };
};
