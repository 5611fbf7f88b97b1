import { and, asc, count, eq, exists, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { WorkbenchNeed } from '@podium/contracts';
import { SUMMARY_FILL, SUMMARY_MANAGE } from '@podium/contracts';
import {
  certBatches,
  competitions,
  competitionStages,
  enrollTeams,
  expertGroups,
  financeOrders,
  financeRefunds,
  financeTransfers,
  groups,
  newsSubmissions,
  reviewAssignments,
  reviewEntries,
  reviewReturns,
  summarySubmissions,
  summaryTaskSchools,
  summaryTasks,
} from '../../db/schema/index.ts';
import { hasPermission, type AuthContext } from '../../platform/access.ts';
import { scopeCondition, subtreeGroupIds } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { financeScope } from '../finance/order-views.ts';
import { activeExpertRecords } from '../review/review-lookup.ts';
import { signUpScope } from '../signup-admin/signup-scope.ts';

const countOf = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
const UNFINISHED = ['assigned', 'draft'];

/** The acting group's kind (a school's sign-ups to decide are the teams it recommends). */
const actingGroupType = async (db: Db, auth: AuthContext) => {
  if (!auth.group) return null;
  const [row] = await db.select({ type: groups.type }).from(groups).where(eq(groups.id, auth.group.id));
  return row?.type ?? null;
};

/**
 * A group a captain leads is behind schedule while its stage's review window is open and the share of its
 * scores done is below the share of the window gone (half the time gone, under half the scores in).
 */
export const behindSchedule = (
  g: { reviewStart: Date | null; reviewEnd: Date | null; total: number; done: number },
  now: Date,
) => {
  if (!g.reviewStart || !g.reviewEnd || g.total === 0) return false;
  const span = g.reviewEnd.getTime() - g.reviewStart.getTime();
  const gone = now.getTime() - g.reviewStart.getTime();
  if (gone < 0 || now >= g.reviewEnd || span <= 0) return false;
  return g.done / g.total < gone / span;
};

/**
 * Counts for the caller as an expert: works to score in reviews open now (linked to the first of them),
 * scores sent back, groups they captain behind schedule.
 */
export const expertNeeds = async (
  db: Db,
  auth: Pick<AuthContext, 'userId'>,
  now = new Date(),
): Promise<WorkbenchNeed[]> => {
  const expertIds = (await activeExpertRecords(db, auth)).map((e) => e.id);
  if (expertIds.length === 0) return [];
  // Only work that can be scored now: an assignment in a stage whose review window is open.
  const mine = and(
    inArray(reviewAssignments.expertId, expertIds),
    inArray(reviewAssignments.status, UNFINISHED),
    inArray(
      reviewAssignments.entryId,
      db
        .select({ id: reviewEntries.id })
        .from(reviewEntries)
        .innerJoin(competitionStages, eq(competitionStages.id, reviewEntries.stageId))
        .where(and(lte(competitionStages.reviewStart, now), gt(competitionStages.reviewEnd, now))),
    ),
  );
  const [open, returned, captained] = await Promise.all([
    db
      .select({ stagePublicId: competitionStages.publicId, n: count() })
      .from(reviewAssignments)
      .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
      .innerJoin(competitionStages, eq(competitionStages.id, reviewEntries.stageId))
      .where(mine)
      .groupBy(competitionStages.id)
      .orderBy(asc(competitionStages.reviewEnd), asc(competitionStages.id)),
    db
      .select({ n: count() })
      .from(reviewAssignments)
      .where(
        and(
          mine,
          exists(
            db
              .select({ one: sql`1` })
              .from(reviewReturns)
              .where(eq(reviewReturns.assignmentId, reviewAssignments.id)),
          ),
        ),
      ),
    db
      .select({
        stagePublicId: competitionStages.publicId,
        reviewStart: competitionStages.reviewStart,
        reviewEnd: competitionStages.reviewEnd,
        total:
          sql<number>`count(${reviewAssignments.id}) filter (where ${reviewAssignments.status} <> 'abstained')`.mapWith(
            Number,
          ),
        done: sql<number>`count(${reviewAssignments.id}) filter (where ${reviewAssignments.status} = 'submitted')`.mapWith(
          Number,
        ),
      })
      .from(expertGroups)
      .innerJoin(competitionStages, eq(competitionStages.id, expertGroups.stageId))
      .leftJoin(
        reviewEntries,
        and(
          eq(reviewEntries.expertGroupId, expertGroups.id),
          eq(reviewEntries.stageId, expertGroups.stageId),
        ),
      )
      .leftJoin(reviewAssignments, eq(reviewAssignments.entryId, reviewEntries.id))
      .where(inArray(expertGroups.captainExpertId, expertIds))
      .groupBy(expertGroups.id, competitionStages.id),
  ]);
  // The works to score open the open review that ends first; with none open, the workspace says so.
  const toScore = open.reduce((sum, r) => sum + Number(r.n), 0);
  const needs: WorkbenchNeed[] = [
    {
      key: 'worksToScore',
      count: toScore,
      link: `/review/competition${open[0] ? `?stageId=${open[0].stagePublicId}` : ''}`,
    },
    { key: 'scoresReturned', count: countOf(returned), link: '/review/competition' },
  ];
  if (captained.length) {
    const behind = captained.filter((g) => behindSchedule(g, now));
    needs.push({
      key: 'groupsBehindSchedule',
      count: behind.length,
      link: `/review/competition${behind[0] ? `?stageId=${behind[0].stagePublicId}` : ''}`,
    });
  }
  return needs;
};

/** Reporting: a school's tasks to fill and reports returned; an organiser's reports to review. */
const reportingNeeds = async (db: Db, auth: AuthContext, type: string | null): Promise<WorkbenchNeed[]> => {
  const needs: Promise<WorkbenchNeed[]>[] = [];
  if (auth.group && type === 'school' && hasPermission(auth, SUMMARY_FILL)) {
    const schoolId = auth.group.id;
    needs.push(
      db
        .select({ status: summarySubmissions.status, n: count() })
        .from(summaryTaskSchools)
        .innerJoin(summaryTasks, eq(summaryTasks.id, summaryTaskSchools.taskId))
        .leftJoin(
          summarySubmissions,
          and(
            eq(summarySubmissions.taskId, summaryTasks.id),
            eq(summarySubmissions.schoolGroupId, summaryTaskSchools.schoolGroupId),
          ),
        )
        .where(
          and(
            eq(summaryTaskSchools.schoolGroupId, schoolId),
            eq(summaryTasks.status, 'published'),
            or(isNull(summarySubmissions.status), inArray(summarySubmissions.status, ['draft', 'returned'])),
          ),
        )
        .groupBy(summarySubmissions.status)
        .then((rows) => {
          const returned = rows.filter((r) => r.status === 'returned').reduce((s, r) => s + r.n, 0);
          const toFill = rows.filter((r) => r.status !== 'returned').reduce((s, r) => s + r.n, 0);
          return [
            { key: 'reportsToFill', count: toFill, link: '/summary/submission' },
            { key: 'reportsReturned', count: returned, link: '/summary/submission' },
          ];
        }),
    );
  }
  if (hasPermission(auth, SUMMARY_MANAGE) && (auth.isRoot || auth.group))
    needs.push(
      db
        .select({ n: count() })
        .from(summarySubmissions)
        .innerJoin(summaryTasks, eq(summaryTasks.id, summarySubmissions.taskId))
        .where(
          and(
            eq(summarySubmissions.status, 'submitted'),
            auth.isRoot ? undefined : inArray(summaryTasks.groupId, subtreeGroupIds(auth.group!.path)),
          ),
        )
        .then((rows) => [
          { key: 'reportsToReview', count: countOf(rows), link: '/summary/submission?state=submitted' },
        ]),
    );
  return (await Promise.all(needs)).flat();
};

const batchCount = (db: Db, auth: AuthContext, status: 'pending' | 'approved') =>
  db
    .select({ n: count() })
    .from(certBatches)
    .where(
      and(
        eq(certBatches.status, status),
        scopeCondition(auth, { groupId: certBatches.groupId, ownerId: certBatches.createdBy }),
      ),
    )
    .then(countOf);

/**
 * What waits for the caller in the acting group, each counted with the same reach as the list it links to:
 * sign-ups to decide (enroll:review; a school's are the teams it recommends), reports to fill, returned or to
 * review (summary:fill in a school, summary:manage), news to review (news:check), certificate batches to
 * check (certificate:check) and to send (certificate:send), works to score, scores returned and groups behind
 * schedule (the caller's own expert records), transfers to confirm and refunds awaiting a second approver
 * (finance:action). A count the caller has no right to is left out, not shown as 0.
 */
export const needsOf = async (db: Db, auth: AuthContext, now = new Date()): Promise<WorkbenchNeed[]> => {
  const type = await actingGroupType(db, auth);
  const needs: Promise<WorkbenchNeed | WorkbenchNeed[]>[] = [];
  if (hasPermission(auth, 'enroll:review'))
    needs.push(
      db
        .select({ n: count() })
        .from(enrollTeams)
        .innerJoin(competitions, eq(competitions.id, enrollTeams.competitionId))
        .where(and(eq(enrollTeams.status, 'pending'), signUpScope(auth)))
        .then((rows) => ({
          key: type === 'school' ? 'teamsToRecommend' : 'signUpsToApprove',
          count: countOf(rows),
          link: '/signUp/list?status=pending',
        })),
    );
  needs.push(reportingNeeds(db, auth, type));
  if (hasPermission(auth, 'news:check'))
    needs.push(
      db
        .select({ n: count() })
        .from(newsSubmissions)
        .where(
          and(
            eq(newsSubmissions.status, 'pending'),
            scopeCondition(auth, { groupId: newsSubmissions.groupId, ownerId: newsSubmissions.submitterId }),
          ),
        )
        .then((rows) => ({
          key: 'newsToReview',
          count: countOf(rows),
          link: '/newsManagement/collect?status=pending',
        })),
    );
  if (hasPermission(auth, 'certificate:check'))
    needs.push(
      batchCount(db, auth, 'pending').then((n) => ({
        key: 'certificatesToCheck',
        count: n,
        link: '/certificate/check?status=pending',
      })),
    );
  if (hasPermission(auth, 'certificate:send'))
    needs.push(
      batchCount(db, auth, 'approved').then((n) => ({
        key: 'certificatesToSend',
        count: n,
        link: '/certificate/send?status=approved',
      })),
    );
  if (hasPermission(auth, 'finance:action'))
    needs.push(
      db
        .select({ n: count() })
        .from(financeTransfers)
        .innerJoin(financeOrders, eq(financeOrders.id, financeTransfers.orderId))
        .where(and(eq(financeTransfers.state, 'submitted'), financeScope(auth)))
        .then((rows) => ({
          key: 'transfersToConfirm',
          count: countOf(rows),
          link: '/finance/action?tab=transfers&state=submitted',
        })),
      db
        .select({ n: count() })
        .from(financeRefunds)
        .innerJoin(financeOrders, eq(financeOrders.id, financeRefunds.orderId))
        .where(and(eq(financeRefunds.state, 'awaitingApproval'), financeScope(auth)))
        .then((rows) => ({
          key: 'refundsToApprove',
          count: countOf(rows),
          link: '/finance/action?tab=refunds&state=awaitingApproval',
        })),
    );
  needs.push(expertNeeds(db, auth, now));
  return (await Promise.all(needs)).flat();
};
