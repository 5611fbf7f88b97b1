import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, enrollMembers, enrollTeams, operationLogs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { placesTaken } from './capacity.ts';
import { surgeFixture } from './surge-fixture.ts';

/**
 * Concurrent sign-ups of one item go to the database together (sign-up-batch.ts): one statement, one
 * commit. Whatever the mix of callers in a batch (students who fit, students too late, a student twice, one
 * already signed up, a teacher), each gets the answer it would get alone, and the places are exact.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { openIndividualCompetition, signedInStudents } = surgeFixture(() => t);

const messages = {
  full: '报名名额已满',
  alreadyInTeam: '你已在该赛项的一支队伍中',
  studentsOnly: '只有学生账号可以报名',
};

describe('sign-ups in batches', () => {
  it('hands out exactly the free places to a mixed crowd, one commit for many, each refusal its own', async () => {
    const capacity = 12;
    const { competitionId, itemIds } = await openIndividualCompetition(capacity);
    const body = { competitionId, itemId: itemIds[0] };
    const { tokens, userIds } = await signedInStudents(30);
    const [competition] = await t.db
      .select({ id: competitions.id })
      .from(competitions)
      .where(eq(competitions.publicId, competitionId));

    // A first crowd finds the capacity's shards not set up yet: its batch sets them up once and goes on.
    const opening = await Promise.all(
      tokens.slice(0, 6).map((token) => t.post<{ teamId: string }>('/web/enroll/signUp', body, { token })),
    );
    expect(opening.map((answer) => answer.body.code)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await placesTaken(t.db, competition!.id, 'total')).toMatchObject({ used: 6, limit: capacity });

    const teacher = await t.login('expert');
    const callers = [
      ...tokens.slice(6).map((token) => ({ token, kind: 'student' })),
      { token: tokens[10]!, kind: 'twice' },
      { token: tokens[0]!, kind: 'signed up' },
      { token: teacher, kind: 'teacher' },
    ];
    const answers = await Promise.all(
      callers.map(async (caller) => ({
        ...caller,
        answer: await t.post<{ teamId: string }>('/web/enroll/signUp', body, { token: caller.token }),
      })),
    );

    expect(answers.filter(({ answer }) => answer.status >= 500)).toEqual([]);
    const accepted = answers.filter(({ answer }) => answer.body.code === 0);
    expect(accepted).toHaveLength(capacity - 6);
    for (const { kind, answer } of answers) {
      if (answer.body.code === 0) continue;
      expect(answer.status).toBe(409);
      if (kind === 'teacher') expect(answer.body.msg).toBe(messages.studentsOnly);
      else if (kind === 'student') expect(answer.body.msg).toBe(messages.full);
      // The same student twice, or again: in a team already, or (no place left by then) full.
      else expect([messages.alreadyInTeam, messages.full]).toContain(answer.body.msg);
    }
    // Student 10 holds at most one team, whichever of its two calls came first.
    const student10 = await t.db.$count(
      enrollMembers,
      and(eq(enrollMembers.competitionId, competition!.id), eq(enrollMembers.userId, userIds[10]!)),
    );
    expect(student10).toBeLessThanOrEqual(1);

    // Places exact: members, distinct students, the counter and the answers agree.
    const members = await t.db
      .select({ userId: enrollMembers.userId })
      .from(enrollMembers)
      .where(eq(enrollMembers.competitionId, competition!.id));
    expect(members).toHaveLength(capacity);
    expect(new Set(members.map((m) => m.userId)).size).toBe(capacity);
    expect(await placesTaken(t.db, competition!.id, 'total')).toMatchObject({
      used: capacity,
      limit: capacity,
    });

    // Every acknowledged team exists with its log row, and the batch wrote them together: rows of one
    // statement share its transaction's timestamp, so fewer timestamps than teams means shared commits.
    const teamIds = [
      ...opening.map((answer) => answer.body.data.teamId),
      ...accepted.map(({ answer }) => answer.body.data.teamId),
    ];
    const teams = await t.db
      .select({
        publicId: enrollTeams.publicId,
        createdAt: enrollTeams.createdAt,
        captainId: enrollTeams.captainId,
      })
      .from(enrollTeams)
      .where(inArray(enrollTeams.publicId, teamIds));
    expect(teams).toHaveLength(teamIds.length);
    // Each answer went to its own caller: the team it names is the caller's, and so is its log row (the
    // session reads and the sign-ups of many callers share statements; rows are matched back by position).
    const userOfToken = new Map(tokens.map((token, index) => [token, userIds[index]!]));
    const callerOfTeam = new Map([
      ...opening.map((answer, index) => [answer.body.data.teamId, userIds[index]!] as const),
      ...accepted.map(({ token, answer }) => [answer.body.data.teamId, userOfToken.get(token)!] as const),
    ]);
    for (const team of teams) expect(team.captainId).toBe(callerOfTeam.get(team.publicId));
    expect(new Set(teams.map((team) => team.createdAt.getTime())).size).toBeLessThan(teams.length);
    const logs = await t.db
      .select({ target: operationLogs.target, userId: operationLogs.userId })
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.action, 'signUp'),
          eq(operationLogs.success, true),
          inArray(operationLogs.target, teamIds),
        ),
      );
    expect(logs.map((log) => log.target).sort()).toEqual([...teamIds].sort());
    for (const log of logs) expect(log.userId).toBe(callerOfTeam.get(log.target));
  });
});
