import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  type MenuNode,
  type MySchoolChange,
  type PageResult,
  type SchoolChangeRow,
  type SignUpResult,
} from '@podium/contracts';
import { users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { newPublicId } from '../../platform/ids.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { createActor, operationLogMark, waitForOperationLog } from '../../test-support/access-fixtures.ts';
import { openCompetition as openCompetitionOf } from '../../test-support/open-competition.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// A person's school is theirs to choose once; after that only the new school (or the desk above it)
// moves them, so a school-restricted competition reads a membership the school vouched for.
let t: TestApp;
let g: TestApp['fixture']['groups'];
let organizer: string;
let passwordHash: string;
let reviewerB: Awaited<ReturnType<typeof createActor>>;
let onlyB: { competitionId: string; itemId: string };

const org = () => ({ token: organizer, groupId: g.organizer.publicId });
const asReviewerB = () => ({ token: reviewerB.token, groupId: g.schoolB.publicId });
let serial = 0;
const newPerson = async (home: 'schoolA' | 'platform') => {
  serial += 1;
  const username = `mover${serial}x${Date.now() % 100000}`;
  const [row] = await t.db
    .insert(users)
    .values({
      publicId: newPublicId(),
      username,
      passwordHash,
      realName: `转校生${serial}`,
      userType: 'student',
      groupId: g[home].id,
    })
    .returning({ id: users.id });
  return { id: row!.id, token: await t.login(username) };
};
const homeOf = async (userId: number) =>
  (await t.db.select({ groupId: users.groupId }).from(users).where(eq(users.id, userId)))[0]!.groupId;
const profile = (schoolId: string) => ({ realName: '转校生', schoolId });
const signUp = (token: string) => t.post<SignUpResult>('/web/enroll/signUp', onlyB, { token });

/** A published competition open to school B only, with sign-up open now. */
const openForSchoolB = async () => {
  const { competitionId, itemIds } = await openCompetitionOf(t, org(), {
    name: '西山专场',
    rules: { eligibleSchoolIds: [g.schoolB.publicId] },
  });
  return { competitionId, itemId: itemIds[0]! };
};

beforeAll(async () => {
  t = await createTestApp();
  g = t.fixture.groups;
  passwordHash = await hashPassword(DEMO_PASSWORD);
  organizer = await t.login('organizer');
  reviewerB = await createActor(t, {
    username: 'school_b_registrar',
    group: g.schoolB,
    permissions: ['system:school:member'],
  });
  onlyB = await openForSchoolB();
});
afterAll(() => t.close());

describe('a person moving school', () => {
  it('cannot move themselves by saving the profile: the restricted sign-up stays refused', async () => {
    const mover = await newPerson('schoolA');
    expect((await signUp(mover.token)).body).toMatchObject({ code: 409, msg: '你的学校不在报名范围内' });
    const moved = await t.post('/web/center/profile/save', profile(g.schoolB.publicId), {
      token: mover.token,
    });
    expect(moved.body).toEqual({
      code: 409,
      msg: '学校确定后不能直接修改，请提交转校申请，由新学校审核',
      data: null,
    });
    const en = await t.post('/web/center/profile/save', profile(g.schoolB.publicId), {
      token: mover.token,
      lang: 'en',
    });
    expect(en.body.msg).toBe(
      'Your school is set; to move, send a change request for the new school to approve',
    );
    expect(await homeOf(mover.id)).toBe(g.schoolA.id);
    expect((await signUp(mover.token)).body.code).toBe(409);
    // Saving the same school (or none) still works.
    const same = await t.post('/web/center/profile/save', profile(g.schoolA.publicId), {
      token: mover.token,
    });
    expect(same.body.code).toBe(0);
  });

  it('chooses the first school freely', async () => {
    const fresh = await newPerson('platform');
    const res = await t.post('/web/center/profile/save', profile(g.schoolB.publicId), { token: fresh.token });
    expect(res.body.code).toBe(0);
    expect(await homeOf(fresh.id)).toBe(g.schoolB.id);
  });

  it('asks, and once the new school approves, belongs to it and may sign up', async () => {
    const mover = await newPerson('schoolA');
    const mark = await operationLogMark(t);
    const applied = await t.post<MySchoolChange>(
      '/web/center/school/change/apply',
      { schoolId: g.schoolB.publicId, note: '已转入西山理工学院' },
      { token: mover.token },
    );
    expect(applied.body.data).toMatchObject({
      status: 'pending',
      fromSchoolName: '东海大学',
      toSchoolName: '西山理工学院',
    });
    await waitForOperationLog(t, 'center', 'schoolChangeApply', mark);
    const twice = await t.post(
      '/web/center/school/change/apply',
      { schoolId: g.schoolB.publicId },
      { token: mover.token },
    );
    expect(twice.body).toMatchObject({ code: 409, msg: '已有待审核的转校申请，请等待审核或先撤回' });
    // Asking changes nothing yet.
    expect(await homeOf(mover.id)).toBe(g.schoolA.id);
    expect((await signUp(mover.token)).body.code).toBe(409);

    // School A's desk does not see a request to join school B, and cannot decide it.
    const schoolA = { token: await t.login('school'), groupId: g.schoolA.publicId };
    const seenByA = await t.get<PageResult<SchoolChangeRow>>('/system/school/change/page', schoolA);
    expect(seenByA.body.data.rows.map((r) => r.requestId)).not.toContain(applied.body.data.requestId);
    const byA = await t.post(
      '/system/school/change/approve',
      { requestId: applied.body.data.requestId },
      schoolA,
    );
    expect(byA.body.code).toBe(404);
    // Nor may the person themselves.
    expect(
      (
        await t.post(
          '/system/school/change/approve',
          { requestId: applied.body.data.requestId },
          { token: mover.token },
        )
      ).body.code,
    ).toBe(401);

    const listed = await t.get<PageResult<SchoolChangeRow>>('/system/school/change/page', {
      ...asReviewerB(),
      query: { status: 'pending' },
    });
    expect(listed.body.data.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ requestId: applied.body.data.requestId, note: '已转入西山理工学院' }),
      ]),
    );
    const approveMark = await operationLogMark(t);
    const approved = await t.post(
      '/system/school/change/approve',
      { requestId: applied.body.data.requestId },
      asReviewerB(),
    );
    expect(approved.body.code).toBe(0);
    await waitForOperationLog(t, 'school', 'schoolChangeApprove', approveMark);
    expect(await homeOf(mover.id)).toBe(g.schoolB.id);
    expect((await signUp(mover.token)).body.code).toBe(0);
    const again = await t.post(
      '/system/school/change/approve',
      { requestId: applied.body.data.requestId },
      asReviewerB(),
    );
    expect(again.body.code).toBe(409);
  });

  it('reads a refusal with its reason, and may withdraw an open request', async () => {
    const mover = await newPerson('schoolA');
    const applied = await t.post<MySchoolChange>(
      '/web/center/school/change/apply',
      { schoolId: g.schoolB.publicId },
      { token: mover.token },
    );
    const noReason = await t.post(
      '/system/school/change/reject',
      { requestId: applied.body.data.requestId },
      asReviewerB(),
    );
    expect(noReason.body.code).toBe(400);
    await t.post(
      '/system/school/change/reject',
      { requestId: applied.body.data.requestId, reason: '查无此学籍' },
      asReviewerB(),
    );
    const mine = await t.get<MySchoolChange>('/web/center/school/change', { token: mover.token });
    expect(mine.body.data).toMatchObject({ status: 'rejected', reason: '查无此学籍' });
    expect(await homeOf(mover.id)).toBe(g.schoolA.id);

    await t.post('/web/center/school/change/apply', { schoolId: g.schoolB.publicId }, { token: mover.token });
    expect((await t.post('/web/center/school/change/cancel', {}, { token: mover.token })).body.code).toBe(0);
    const withdrawn = await t.get<MySchoolChange>('/web/center/school/change', { token: mover.token });
    expect(withdrawn.body.data.status).toBe('cancelled');
    const same = await t.post(
      '/web/center/school/change/apply',
      { schoolId: g.schoolA.publicId },
      { token: mover.token },
    );
    expect(same.body).toMatchObject({ code: 400, msg: '你已属于该学校' });
    expect((await t.get('/web/center/school/change')).body.code).toBe(11000);
  });

  it('is decided on the desk page the demo school and organiser find in their menus', async () => {
    const menuPaths = async (as: { token: string; groupId: string }) => {
      const flat = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.path, ...flat(n.children)]);
      return flat((await t.get<MenuNode[]>(ApiPath.userMenu, as)).body.data);
    };
    const schoolA = { token: await t.login('school'), groupId: g.schoolA.publicId };
    expect(await menuPaths(schoolA)).toContain('/system/schoolChange');
    expect(await menuPaths(org())).toContain('/system/schoolChange');

    // The organiser's desk reaches every school below it: it lists and approves a move into school A.
    const mover = await newPerson('platform');
    await t.post('/web/center/profile/save', profile(g.schoolB.publicId), { token: mover.token });
    const applied = await t.post<MySchoolChange>(
      '/web/center/school/change/apply',
      { schoolId: g.schoolA.publicId },
      { token: mover.token },
    );
    const listed = await t.get<PageResult<SchoolChangeRow>>('/system/school/change/page', org());
    expect(listed.body.data.rows.map((r) => r.requestId)).toContain(applied.body.data.requestId);
    const approved = await t.post(
      '/system/school/change/approve',
      { requestId: applied.body.data.requestId },
      org(),
    );
    expect(approved.body.code).toBe(0);
    expect(await homeOf(mover.id)).toBe(g.schoolA.id);
  });
});
