import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AwardEntryRow,
  PageResult,
  PublicAwardRow,
  SignUpDetail,
  SignUpResult,
  MemberRow,
  UserDetail,
} from '@podium/contracts';
import { awardLevels, awardLists, users } from '../db/schema/index.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';
import { newPublicId } from './ids.ts';
import { hashPassword } from './passwords.ts';
import { openCompetition as openCompetitionOf } from '../test-support/open-competition.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// A person without a school (home group: the platform, as after registering) belongs to no school: the
// team page, the desk's sign-up detail, award lines and the public award list show none, never the
// platform's name (高校学生竞赛网).
let t: TestApp;
let organizer: string;
let loner: { token: string; username: string };
let teamId: string;
const PLATFORM = '高校学生竞赛网';
const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });

/** A published competition of the organiser, open to everyone, sign-up open now. */
const openCompetition = async () => {
  const { competitionId, itemIds } = await openCompetitionOf(t, org(), { name: '无校测试' });
  return { competitionId, itemId: itemIds[0]! };
};

beforeAll(async () => {
  t = await createTestApp();
  organizer = await t.login('organizer');
  const username = `loner${Date.now() % 100000}`;
  await t.db.insert(users).values({
    publicId: newPublicId(),
    username,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    realName: '独行侠',
    userType: 'student',
    groupId: t.fixture.groups.platform.id,
  });
  loner = { token: await t.login(username), username };
  const signed = await t.post<SignUpResult>('/web/enroll/signUp', await openCompetition(), {
    token: loner.token,
  });
  expect(signed.body.code).toBe(0);
  teamId = signed.body.data.teamId;
});
afterAll(() => t.close());

describe('a person without a school', () => {
  it('shows no school on the team page and in their own detail', async () => {
    const members = await t.get<MemberRow[]>('/web/enroll/teamMember/list', {
      token: loner.token,
      query: { teamId },
    });
    expect(members.body.data.map((m) => m.schoolName)).toEqual(['']);
    const own = await t.get<UserDetail>('/web/user/detail', { token: loner.token });
    expect(own.body.data.schoolName).toBe('');
  });

  it("shows no school in the desk's sign-up detail", async () => {
    const detail = await t.get<SignUpDetail>('/enroll/manage/detail', { ...org(), query: { teamId } });
    expect(JSON.stringify(detail.body.data)).not.toContain(PLATFORM);
    expect(detail.body.data.members.map((m) => m.schoolName ?? '')).toEqual(['']);
  });

  it('is named in an award line, and on the public award list, with no school', async () => {
    const [list] = await t.db.select().from(awardLists).where(eq(awardLists.published, true)).limit(1);
    const [level] = await t.db
      .select()
      .from(awardLevels)
      .where(and(eq(awardLevels.competitionId, list!.competitionId), eq(awardLevels.kind, 'excellent')));
    const saved = await t.post<{ entryId: string }>(
      '/competitionReward/detailedList/save',
      { listId: list!.publicId, levelId: level!.publicId, username: loner.username, workName: '独行作品' },
      org(),
    );
    expect(saved.body.code).toBe(0);
    const lines = await t.get<PageResult<AwardEntryRow>>('/competitionReward/detailedList/page', {
      ...org(),
      query: { listId: list!.publicId, pageSize: '100' },
    });
    expect(lines.body.data.rows.find((r) => r.entryId === saved.body.data.entryId)!.schoolName).toBe('');
    const portal = await t.get<PageResult<PublicAwardRow>>('/home/reward/page', {
      query: { listId: list!.publicId, pageSize: '100' },
    });
    expect(portal.body.data.rows.find((r) => r.workName === '独行作品')!.schoolName).toBe('');
    expect(JSON.stringify(portal.body.data)).not.toContain(PLATFORM);
  });
});
