import { noticeTime } from '../../platform/china-days.ts';
import { eq } from 'drizzle-orm';
import { SUMMARY_MANAGE } from '@podium/contracts';
import { groups, summarySubmissions, summaryTaskSchools, summaryTasks } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { translate, type Message, type MessageParam } from '../../platform/messages.ts';
import { defineNotifyRule, holdersOf, type Notice } from '../../platform/notify/index.ts';
import { reportersOf } from './records.ts';
import { summaryMessages } from './summary.messages.ts';

const both = (message: Message, params: Record<string, MessageParam>) => ({
  zh: translate(message, 'zh', params),
  en: translate(message, 'en', params),
});

// A reminder reaches the people of that one school who report (permission summary:fill there), no one else.
defineNotifyRule('summary.reminderDue', async ({ tx, data }) => {
  const [task] = await tx
    .select({ title: summaryTasks.title, deadline: summaryTasks.deadline })
    .from(summaryTasks)
    .where(eq(summaryTasks.id, data.taskId));
  if (!task) return [];
  const people = await reportersOf(tx, [data.schoolGroupId]);
  const params = { title: task.title, deadline: noticeTime(task.deadline) };
  const body = data.kind === 'overdue' ? summaryMessages.reminderOverdue : summaryMessages.reminderBefore;
  return [
    {
      userIds: people.map((p) => p.userId),
      topic: 'summary',
      title: both(summaryMessages.reminderTitle, params),
      body: both(body, params),
      link: '/summary/submission',
    },
  ];
});

// A published task: the reporters of each school it asks (as resolved at publishing), no other school.
defineNotifyRule('summary.taskPublished', async ({ tx, data }) => {
  const [task] = await tx
    .select({ title: summaryTasks.title, deadline: summaryTasks.deadline, organizer: groups.name })
    .from(summaryTasks)
    .innerJoin(groups, eq(groups.id, summaryTasks.groupId))
    .where(eq(summaryTasks.id, data.taskId));
  if (!task) return [];
  const schools = await tx
    .select({ id: summaryTaskSchools.schoolGroupId })
    .from(summaryTaskSchools)
    .where(eq(summaryTaskSchools.taskId, data.taskId));
  const people = await reportersOf(
    tx,
    schools.map((s) => s.id),
  );
  const params = { title: task.title, deadline: noticeTime(task.deadline), organizer: task.organizer };
  return [
    {
      userIds: [...new Set(people.map((p) => p.userId))],
      topic: 'summary',
      title: both(summaryMessages.publishedTitle, params),
      body: both(summaryMessages.publishedBody, params),
      link: '/summary/submission',
    },
  ];
});

const submissionOf = async (tx: Db, id: number) => {
  const [row] = await tx
    .select({
      status: summarySubmissions.status,
      version: summarySubmissions.version,
      nothingReason: summarySubmissions.nothingReason,
      schoolGroupId: summarySubmissions.schoolGroupId,
      school: groups.name,
      title: summaryTasks.title,
      ownerGroupId: summaryTasks.groupId,
    })
    .from(summarySubmissions)
    .innerJoin(summaryTasks, eq(summaryTasks.id, summarySubmissions.taskId))
    .innerJoin(groups, eq(groups.id, summarySubmissions.schoolGroupId))
    .where(eq(summarySubmissions.id, id));
  return row;
};

// Submitted, or nothing to report: the owner's people who review submissions (summary:manage held in the
// owning organiser itself; superiors count it on their workbench instead). Schools hear nothing of it.
defineNotifyRule('summary.submitted', async ({ tx, data }) => {
  const row = await submissionOf(tx, data.submissionId);
  if (!row) return [];
  const nothing = row.status === 'nothing';
  const params = {
    school: row.school,
    title: row.title,
    version: row.version,
    reason: row.nothingReason,
  };
  const notice: Notice = {
    userIds: await holdersOf(tx, SUMMARY_MANAGE, [row.ownerGroupId]),
    topic: 'summary',
    title: both(nothing ? summaryMessages.nothingTitle : summaryMessages.submittedTitle, params),
    body: both(nothing ? summaryMessages.nothingBody : summaryMessages.submittedBody, params),
    link: '/summary/submission?state=submitted',
  };
  return [notice];
});

/**
 * Returned (or reopened) with the organiser's note, or accepted: that one school's reporters. The task's
 * managers (summary:manage in the owning organiser), never the one who decided:
 * - a reopening undoes an acceptance, a locked report one of them may have accepted: they all hear of it;
 * - a return or an acceptance decided from a superior organiser (which reaches the task) is news to them;
 * - a return or an acceptance by one of themselves is not: their "to review" count drops and the record
 *   shows it, and a message per decision would bury the submissions they must act on.
 */
defineNotifyRule('summary.reviewed', async ({ tx, data, actorId }) => {
  const row = await submissionOf(tx, data.submissionId);
  if (!row) return [];
  const people = await reportersOf(tx, [row.schoolGroupId]);
  const accepted = data.action === 'accept';
  const params = { title: row.title, note: data.note, school: row.school };
  const managers = await holdersOf(tx, SUMMARY_MANAGE, [row.ownerGroupId]);
  const fromOutside = actorId !== null && !managers.includes(actorId);
  const colleagues = data.action === 'reopen' || fromOutside ? managers.filter((id) => id !== actorId) : [];
  const managerTitle =
    data.action === 'reopen'
      ? summaryMessages.reopenedManagerTitle
      : accepted
        ? summaryMessages.acceptedManagerTitle
        : summaryMessages.returnedManagerTitle;
  return [
    {
      userIds: people.map((p) => p.userId),
      topic: 'summary',
      title: both(accepted ? summaryMessages.acceptedTitle : summaryMessages.returnedTitle, params),
      body: both(accepted ? summaryMessages.acceptedBody : summaryMessages.returnedBody, params),
      link: '/summary/submission',
    },
    ...(colleagues.length
      ? [
          {
            userIds: colleagues,
            topic: 'summary' as const,
            title: both(managerTitle, params),
            body: both(
              data.note ? summaryMessages.reviewedManagerBodyNote : summaryMessages.reviewedManagerBody,
              params,
            ),
            link: '/summary/submission',
          },
        ]
      : []),
  ];
});
