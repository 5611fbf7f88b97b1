import { noticeTime } from '../../platform/china-days.ts';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  competitionStages,
  competitions,
  enrollTeams,
  experts,
  reviewAssignments,
  reviewEntries,
  works,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { membersOfTeams } from '../enrollment/team-members.ts';
import { defineNotifyRule, holdersOf, type Notice } from '../../platform/notify/index.ts';

/**
 * Who a closing window concerns, and nobody else: sign-up — captains of sign-ups still unpaid, and the
 * reviewers of the schools with sign-ups still undecided; submission — members of approved teams with no
 * work yet; scoring — experts with works not yet scored.
 */
const concerned = async (tx: Db, kind: 'signUp' | 'submission' | 'scoring', stageId: number) => {
  if (kind === 'signUp') {
    const open = await tx
      .select({
        captainId: enrollTeams.captainId,
        status: enrollTeams.status,
        schoolGroupId: enrollTeams.schoolGroupId,
      })
      .from(enrollTeams)
      .where(
        and(eq(enrollTeams.stageId, stageId), inArray(enrollTeams.status, ['awaitingPayment', 'pending'])),
      );
    const schools = [
      ...new Set(open.filter((t) => t.status === 'pending' && t.schoolGroupId).map((t) => t.schoolGroupId!)),
    ];
    return {
      entrants: [...new Set(open.filter((t) => t.status === 'awaitingPayment').map((t) => t.captainId))],
      staff: await holdersOf(tx, 'enroll:review', schools),
    };
  }
  if (kind === 'submission') {
    const teams = await tx
      .select({ id: enrollTeams.id })
      .from(enrollTeams)
      .leftJoin(works, eq(works.teamId, enrollTeams.id))
      .where(
        and(
          eq(enrollTeams.stageId, stageId),
          eq(enrollTeams.status, 'approved'),
          or(isNull(works.id), eq(works.versionCount, 0)),
        ),
      );
    return {
      entrants: await membersOfTeams(
        tx,
        teams.map((t) => t.id),
      ),
      staff: [],
    };
  }
  const open = await tx
    .selectDistinct({ userId: experts.userId })
    .from(reviewAssignments)
    .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
    .innerJoin(experts, eq(experts.id, reviewAssignments.expertId))
    .where(
      and(
        eq(reviewEntries.stageId, stageId),
        inArray(reviewAssignments.status, ['assigned', 'draft']),
        sql`${experts.userId} is not null`,
        ne(experts.status, 'disabled'),
      ),
    );
  return { entrants: open.map((e) => e.userId!), staff: [] };
};

const WHAT = {
  signUp: { zh: '报名', en: 'Sign-up' },
  submission: { zh: '作品提交', en: 'Work submission' },
  scoring: { zh: '评审打分', en: 'Scoring' },
} as const;

defineNotifyRule('deadline.closesSoon', async ({ tx, data }) => {
  const [stage] = await tx
    .select({
      stage: competitionStages.name,
      competition: competitions.name,
      publicId: competitionStages.publicId,
    })
    .from(competitionStages)
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(eq(competitionStages.id, data.stageId));
  if (!stage) return [];
  const { entrants, staff } = await concerned(tx, data.kind, data.stageId);
  const what = WHAT[data.kind];
  const when = noticeTime(data.closesAt);
  const title = {
    zh: `${what.zh}将于 ${data.daysLeft} 天内截止`,
    en: `${what.en} closes in ${data.daysLeft} day${data.daysLeft > 1 ? 's' : ''}`,
  };
  const where = `${stage.competition} · ${stage.stage}`;
  const notices: Notice[] = [
    {
      userIds: entrants,
      topic: data.kind === 'scoring' ? 'review' : 'competition',
      title,
      body: {
        zh: `${where}：${what.zh}截止时间 ${when.zh}，请尽快完成。`,
        en: `${where}: ${what.en.toLowerCase()} closes at ${when.en}; please finish in time.`,
      },
      link:
        data.kind === 'signUp'
          ? '/center/team'
          : data.kind === 'submission'
            ? '/center/work'
            : `/review/competition?stageId=${stage.publicId}`,
    },
    {
      userIds: staff,
      topic: 'competition',
      title,
      body: {
        zh: `${where}：仍有待审核的报名，报名截止时间 ${when.zh}。`,
        en: `${where}: sign-ups still await your review; sign-up closes at ${when.en}.`,
      },
      link: '/signUp/list',
    },
  ];
  return notices.filter((n) => n.userIds.length > 0);
});
