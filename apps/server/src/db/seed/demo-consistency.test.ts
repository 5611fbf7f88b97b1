import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  awardEntries,
  awardLists,
  certBatches,
  certificates,
  competitionEnrollSettings,
  competitionMilestones,
  competitionStages,
  competitions,
  contentPages,
  enrollTeams,
  experts,
  reviewAssignments,
  reviewEntries,
  works,
} from '../schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { demoSiteOrigin } from './extras/certificates.ts';

// The demo must read like one season: these rules hold on the seeded data, whichever area seeded it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const before = (a: Date | null, b: Date | null) => a === null || b === null || a.getTime() <= b.getTime();

describe('the seeded demo season', () => {
  it('has every stage’s windows in order: sign-up opens before submission, submission before review', async () => {
    const stages = await t.db
      .select({ competition: competitions.name, stage: competitionStages })
      .from(competitionStages)
      .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId));
    const broken = stages
      .filter(
        ({ stage: s }) =>
          !before(s.signUpStart, s.signUpEnd) ||
          !before(s.submitStart, s.submitEnd) ||
          !before(s.reviewStart, s.reviewEnd) ||
          !before(s.signUpStart, s.submitStart) ||
          !before(s.submitStart, s.reviewStart),
      )
      .map((r) => `${r.competition} · ${r.stage.name}`);
    expect(broken).toEqual([]);
  });

  it('closes every review window before the competition’s award list, ceremony and certificates', async () => {
    const stages = await t.db
      .select({
        competitionId: competitions.id,
        name: competitions.name,
        reviewEnd: competitionStages.reviewEnd,
      })
      .from(competitionStages)
      .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId));
    const lists = await t.db
      .select({ competitionId: awardLists.competitionId, at: awardLists.publishedAt })
      .from(awardLists);
    const issued = await t.db
      .select({ competitionId: certificates.competitionId, at: certificates.issuedAt })
      .from(certificates);
    const ceremonies = await t.db
      .select({ competitionId: competitionMilestones.competitionId, at: competitionMilestones.startsAt })
      .from(competitionMilestones)
      .where(eq(competitionMilestones.title, '颁奖典礼'));
    const awarded = [...lists, ...issued, ...ceremonies];
    expect(lists.length).toBeGreaterThan(0);
    expect(issued.length).toBeGreaterThan(0);
    const late = stages.filter((s) =>
      awarded.some((a) => a.competitionId === s.competitionId && !before(s.reviewEnd, a.at)),
    );
    expect(late.map((s) => s.name)).toEqual([]);
  });

  it('has no window open now in a finished competition', async () => {
    const now = new Date();
    const opened = (start: Date | null, end: Date | null) =>
      start !== null && start <= now && (end === null || now < end);
    const stages = await t.db
      .select({ name: competitions.name, stage: competitionStages })
      .from(competitionStages)
      .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
      .where(eq(competitions.status, 'closed'));
    expect(stages.length).toBeGreaterThan(0);
    const open = stages.filter(
      ({ stage: s }) =>
        opened(s.signUpStart, s.signUpEnd) ||
        opened(s.submitStart, s.submitEnd) ||
        opened(s.reviewStart, s.reviewEnd),
    );
    expect(open.map((r) => `${r.name} · ${r.stage.name}`)).toEqual([]);
  });

  it('dates the finished competition’s sign-ups and works inside its windows, not at seeding time', async () => {
    const rows = await t.db
      .select({ team: enrollTeams.name, createdAt: enrollTeams.createdAt, stage: competitionStages })
      .from(enrollTeams)
      .innerJoin(competitionStages, eq(competitionStages.id, enrollTeams.stageId))
      .innerJoin(competitions, eq(competitions.id, enrollTeams.competitionId))
      .where(eq(competitions.status, 'closed'));
    expect(rows.length).toBeGreaterThan(0);
    const outside = rows.filter(
      (r) => !before(r.stage.signUpStart, r.createdAt) || !before(r.createdAt, r.stage.signUpEnd),
    );
    expect(outside.map((r) => r.team)).toEqual([]);
    const handedIn = await t.db
      .select({ title: works.title, createdAt: works.createdAt, stage: competitionStages })
      .from(works)
      .innerJoin(competitionStages, eq(competitionStages.id, works.stageId))
      .innerJoin(competitions, eq(competitions.id, works.competitionId))
      .where(eq(competitions.status, 'closed'));
    const late = handedIn.filter(
      (w) => !before(w.stage.submitStart, w.createdAt) || !before(w.createdAt, w.stage.submitEnd),
    );
    expect(late.map((w) => w.title)).toEqual([]);
  });

  it('has no score from an expert without an account (无账号)', async () => {
    const scored = await t.db
      .select({ name: experts.name })
      .from(reviewAssignments)
      .innerJoin(experts, eq(experts.id, reviewAssignments.expertId))
      .where(and(isNull(experts.userId), inArray(reviewAssignments.status, ['submitted', 'draft'])));
    expect(scored).toEqual([]);
  });

  it('lists the work of every team the review is scoring', async () => {
    const withoutWork = await t.db
      .selectDistinct({ team: enrollTeams.name })
      .from(reviewAssignments)
      .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
      .innerJoin(enrollTeams, eq(enrollTeams.id, reviewEntries.teamId))
      .leftJoin(works, eq(works.teamId, enrollTeams.id))
      .where(and(eq(reviewAssignments.status, 'submitted'), isNull(works.id)));
    expect(withoutWork).toEqual([]);
  });

  it('names on each award line of a team the title of that team’s listed work', async () => {
    const lines = await t.db
      .select({ winner: awardEntries.winnerName, workName: awardEntries.workName, title: works.title })
      .from(awardEntries)
      .leftJoin(works, eq(works.teamId, awardEntries.teamId))
      .where(isNotNull(awardEntries.teamId));
    expect(lines.filter((l) => l.title === null || l.workName !== l.title)).toEqual([]);
  });

  it('names on every award line of a team competition a real team that handed in a listed work', async () => {
    const lines = await t.db
      .select({
        winner: awardEntries.winnerName,
        lineTeam: awardEntries.teamName,
        team: enrollTeams.name,
        work: works.id,
      })
      .from(awardEntries)
      .innerJoin(awardLists, eq(awardLists.id, awardEntries.listId))
      .innerJoin(
        competitionEnrollSettings,
        eq(competitionEnrollSettings.competitionId, awardLists.competitionId),
      )
      .leftJoin(
        enrollTeams,
        and(eq(enrollTeams.id, awardEntries.teamId), eq(enrollTeams.competitionId, awardLists.competitionId)),
      )
      .leftJoin(works, eq(works.teamId, enrollTeams.id))
      .where(eq(competitionEnrollSettings.mode, 'team'));
    expect(lines.length).toBeGreaterThan(0);
    const madeUp = lines.filter((l) => l.team === null || l.work === null || l.lineTeam !== l.team);
    expect(madeUp.map((l) => l.winner)).toEqual([]);
  });

  it('points the certificates’ QR codes at the product’s own address, not a fixed localhost:3000', async () => {
    const batches = await t.db.select({ origin: certBatches.siteOrigin }).from(certBatches);
    expect(batches.length).toBeGreaterThan(0);
    for (const b of batches) expect(b.origin).toBe(demoSiteOrigin());
    expect(demoSiteOrigin({ PORT: '4150' })).toBe('http://localhost:4150');
    expect(demoSiteOrigin({ PUBLIC_ORIGIN: 'https://contest.example.edu.cn/', PORT: '4150' })).toBe(
      'https://contest.example.edu.cn',
    );
  });

  it('claims no more schools than it has', async () => {
    const pages = await t.db.select({ body: contentPages.content }).from(contentPages);
    expect(pages.filter((p) => /[百千万]余所|\d{2,}\s*所高校/.test(p.body))).toEqual([]);
  });
});
