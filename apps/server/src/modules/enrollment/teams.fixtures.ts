/** Shared set-up of the team API tests: users of each kind, open team competitions, sign-ups, invitations. */
import { expect } from 'vitest';
import { idCardCheckChar, type Invitation, type SignUpResult } from '@podium/contracts';
import { users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { newPublicId } from '../../platform/ids.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { TestApp } from '../../test-support/test-app.ts';

const DAY = 24 * 3600 * 1000;

/** A valid ID number (GB 11643 check character) for a birth date. */
export const validIdCard = (birth = '20040315', serial = '123') => {
  const first17 = `110105${birth}${serial}`;
  return `${first17}${idCardCheckChar(first17)}`;
};

export const teamFixtures = (t: TestApp) => {
  let passwordHash: string | undefined;
  let serial = 0;
  const organizer = () => t.login('organizer');

  /** A signed-in user of a demo school: a student by default, or a teacher. */
  const newUser = async (
    type: 'student' | 'teacher' = 'student',
    school: 'schoolA' | 'schoolB' = 'schoolA',
  ) => {
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    serial += 1;
    const username = `tm${type[0]}${serial}x${Date.now() % 100000}`;
    await t.db.insert(users).values({
      publicId: newPublicId(),
      username,
      passwordHash,
      realName: `${type === 'teacher' ? '老师' : '同学'}${serial}`,
      userType: type,
      groupId: t.fixture.groups[school].id,
      email: `${username}@example.edu.cn`,
    });
    return t.login(username);
  };

  /** A published team competition of the organiser whose sign-up is open (or closed) now. */
  const openTeamCompetition = async (
    rules: Record<string, unknown> = {},
    window: 'open' | 'closed' = 'open',
  ) => {
    const org = { token: await organizer(), groupId: t.fixture.groups.organizer.publicId };
    const add = await t.post<{ competitionId: string }>(
      '/competition/info/add',
      { name: `团队测试 ${newPublicId().slice(0, 5)}`, level: 'school', year: 2026 },
      org,
    );
    const competitionId = add.body.data.competitionId;
    const saved = await t.post<{ itemId: string }[]>(
      '/competition/info/item/save',
      { competitionId, items: [{ name: '赛道一' }, { name: '赛道二' }] },
      org,
    );
    const start = window === 'open' ? Date.now() - DAY : Date.now() - 3 * DAY;
    const end = window === 'open' ? Date.now() + DAY : Date.now() - DAY;
    await t.post(
      '/competition/stage/save',
      {
        competitionId,
        name: '初赛',
        signUpStart: new Date(start).toISOString(),
        signUpEnd: new Date(end).toISOString(),
      },
      org,
    );
    const settings = await t.post(
      '/competition/enroll/setting/save',
      { competitionId, mode: 'team', teamMin: 2, teamMax: 3, advisorMin: 0, advisorMax: 1, ...rules },
      org,
    );
    expect(settings.body.code).toBe(0);
    expect((await t.post('/competition/info/publish', { competitionId }, org)).body.code).toBe(0);
    return { competitionId, itemIds: saved.body.data.map((i) => i.itemId), org };
  };

  const signUpTeam = async (token: string, competitionId: string, itemId: string, teamName = '测试队') => {
    const res = await t.post<SignUpResult>(
      '/web/enroll/signUp',
      { competitionId, itemId, teamName },
      { token },
    );
    expect(res.body.code).toBe(0);
    return res.body.data.teamId;
  };

  const invite = async (token: string, teamId: string, role: 'member' | 'advisor' = 'member') => {
    const res = await t.get<Invitation>('/enroll/team/getImproveUserInfoQrCode', {
      token,
      query: { teamId, role },
    });
    expect(res.body.code).toBe(0);
    return res.body.data;
  };

  const tokenOf = (invitation: Invitation) =>
    decodeURIComponent(new URL(invitation.url).searchParams.get('invite')!);

  /** Joins by link; `schoolId`: a student with no school chooses it as they join. */
  const accept = (token: string | undefined, inviteToken: string, lang?: 'en', schoolId?: string) =>
    t.post<{ teamId: string }>(
      '/web/enroll/invitation/accept',
      { token: inviteToken, ...(schoolId ? { schoolId } : {}) },
      { token, lang },
    );

  return { newUser, openTeamCompetition, signUpTeam, invite, tokenOf, accept, organizer };
};
