import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationRow, CampaignRow, ExpertRow, PageResult, RecommendRow } from '@podium/contracts';
import { experts, subscribeMessages, users } from '../../db/schema/index.ts';
import { createActor } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let organizer: string;
let school: string;

const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });
const schoolAs = () => ({ token: school, groupId: t.fixture.groups.schoolA.publicId });
const expertsNamed = async (name: string) =>
  (await t.get<PageResult<ExpertRow>>('/expert/library/page', { ...org(), query: { name } })).body.data.rows;

beforeAll(async () => {
  t = await createTestApp();
  organizer = await t.login('organizer');
  school = await t.login('school');
});
afterAll(async () => {
  await t.close();
});

describe('expert accounts', () => {
  it('creates an expert-only account that reaches only expert calls; disabling the expert ends it', async () => {
    const added = await t.post<ExpertRow>(
      '/expert/library/add',
      { name: '账号专家', organisation: '某研究院' },
      org(),
    );
    const expertId = added.body.data.expertId;
    const created = await t.post<{ username: string; initialPassword: string }>(
      '/expert/account/create',
      { expertId, username: 'expacct01' },
      org(),
    );
    expect(created.body.code).toBe(0);
    expect(created.body.data.initialPassword).toMatch(/^[A-Za-z]{6}\d{4}$/);
    const twice = await t.post('/expert/account/create', { expertId, username: 'expacct02' }, org());
    expect(twice.body.code).toBe(409);

    const token = await t.login('expacct01', created.body.data.initialPassword);
    expect((await t.get('/review/expert/stages', { token })).body.code).toBe(0);
    for (const path of [
      '/expert/library/page',
      '/system/user/page',
      '/enroll/manage/page',
      '/expert/recruitment/page',
    ])
      expect((await t.get(path, { token })).body.code, path).toBe(401);
    expect((await t.post('/expert/library/add', { name: 'x' }, { token })).body.code).toBe(401);
    const menu = await t.get<{ path: string; children?: { path: string }[] }[]>('/system/menu/userMenu', {
      token,
    });
    const paths = JSON.stringify(menu.body.data);
    expect(paths).toContain('/review/competition');
    expect(paths).not.toContain('/expert/library');

    const listed = await t.get<PageResult<ExpertRow>>('/expert/account/page', {
      ...org(),
      query: { name: '账号专家', hasAccount: '1' },
    });
    expect(listed.body.data.rows[0]).toMatchObject({ hasAccount: true, username: 'expacct01' });

    const disable = await t.post(
      '/expert/library/update',
      { expertId, name: '账号专家', organisation: '某研究院', status: 'disabled' },
      org(),
    );
    expect(disable.body.code).toBe(0);
    expect((await t.get('/review/expert/stages', { token })).body.code).toBe(11000);
    const [user] = await t.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.username, 'expacct01'));
    expect(user!.status).toBe(0);
  });

  it('links an existing user in reach, never resets a linked staff password, refuses without the permission', async () => {
    const added = await t.post<ExpertRow>('/expert/library/add', { name: '关联专家' }, org());
    const expertId = added.body.data.expertId;
    expect(
      (await t.post('/expert/account/link', { expertId, username: 'nosuchuser' }, org())).body.code,
    ).toBe(400);
    const linked = await t.post('/expert/account/link', { expertId, username: 'student' }, org());
    expect(linked.body.code).toBe(0);
    const reset = await t.post('/expert/account/resetPwd', { expertId }, org());
    expect(reset.body.code).toBe(400);
    expect((await t.post('/expert/account/unlink', { expertId }, org())).body.code).toBe(0);
    const [row] = await t.db
      .select({ userId: experts.userId })
      .from(experts)
      .where(eq(experts.publicId, expertId));
    expect(row!.userId).toBeNull();
    expect(
      (await t.post('/expert/account/create', { expertId, username: 'schooltry' }, schoolAs())).body.code,
    ).toBe(401);
    expect((await t.get('/expert/account/page', schoolAs())).body.code).toBe(401);
  });
});

describe('recruitment', () => {
  it('opens a campaign, takes a public application, approves it into the library once; rejects with a reason', async () => {
    const deadline = new Date(Date.now() + 7 * 86400_000).toISOString();
    const campaign = await t.post<CampaignRow>(
      '/expert/recruitment/save',
      { title: '测试招募', fields: ['ai'], deadline, description: '说明' },
      org(),
    );
    expect(campaign.body.code).toBe(0);
    const campaignId = campaign.body.data.campaignId;
    const open = await t.get<{ campaignId: string }[]>('/web/expert/recruitment/list');
    expect(open.body.data.map((c) => c.campaignId)).toContain(campaignId);

    const application = {
      campaignId,
      name: '应聘专家',
      title: '研究员',
      organisation: '云岭研究院',
      fields: ['ai'],
      phone: '13655550001',
      email: '',
      introduction: '十年研究经历',
      agreed: true,
    };
    const applied = await t.post<{ applicationId: string }>('/web/expert/recruitment/apply', application);
    expect(applied.body.code).toBe(0);
    expect((await t.post('/web/expert/recruitment/apply', application)).body.code).toBe(409);
    const second = await t.post<{ applicationId: string }>('/web/expert/recruitment/apply', {
      ...application,
      name: '另一位',
      phone: '13655550002',
    });

    const listed = await t.get<PageResult<ApplicationRow>>('/expert/recruitment/application/page', {
      ...org(),
      query: { campaignId },
    });
    expect(listed.body.data.total).toBe(2);
    expect(listed.body.data.rows.find((r) => r.name === '应聘专家')!.phone).toMatch(/^136\*{4}0001$/);

    const approved = await t.post<{ expertId: string }>(
      '/expert/recruitment/application/approve',
      { applicationId: applied.body.data.applicationId },
      org(),
    );
    expect(approved.body.code).toBe(0);
    expect((await expertsNamed('应聘专家')).map((e) => e.expertId)).toEqual([approved.body.data.expertId]);
    const again = await t.post(
      '/expert/recruitment/application/approve',
      { applicationId: applied.body.data.applicationId },
      org(),
    );
    expect(again.body.code).toBe(409);

    expect(
      (
        await t.post(
          '/expert/recruitment/application/reject',
          { applicationId: second.body.data.applicationId, reason: '' },
          org(),
        )
      ).body.code,
    ).toBe(400);
    const rejected = await t.post(
      '/expert/recruitment/application/reject',
      { applicationId: second.body.data.applicationId, reason: '领域不符' },
      org(),
    );
    expect(rejected.body.code).toBe(0);

    // The same person applying to another campaign cannot enter the library twice.
    const other = await t.post<CampaignRow>('/expert/recruitment/save', { title: '第二轮', deadline }, org());
    const dup = await t.post<{ applicationId: string }>('/web/expert/recruitment/apply', {
      ...application,
      campaignId: other.body.data.campaignId,
    });
    const dupApprove = await t.post(
      '/expert/recruitment/application/approve',
      { applicationId: dup.body.data.applicationId },
      org(),
    );
    expect(dupApprove.body.code).toBe(409);
    expect(await expertsNamed('应聘专家')).toHaveLength(1);

    expect((await t.post('/expert/recruitment/close', { campaignId }, org())).body.code).toBe(0);
    const late = await t.post('/web/expert/recruitment/apply', { ...application, phone: '13655550003' });
    expect(late.body.code).toBe(400);
  });

  it('two organisers approving the same application at the same moment create exactly one library entry', async () => {
    const deadline = new Date(Date.now() + 7 * 86400_000).toISOString();
    const campaign = await t.post<CampaignRow>(
      '/expert/recruitment/save',
      { title: '并发招募', deadline },
      org(),
    );
    const second = await createActor(t, {
      username: 'recruiter2',
      group: t.fixture.groups.organizer,
      permissions: ['expert:recruit', 'expert:view'],
    });
    for (const [round, phone] of ['13655551001', '13655551002', '13655551003'].entries()) {
      const name = `并发专家${round}`;
      const applied = await t.post<{ applicationId: string }>('/web/expert/recruitment/apply', {
        campaignId: campaign.body.data.campaignId,
        name,
        title: '研究员',
        organisation: '同时研究所',
        fields: ['ai'],
        phone,
        email: '',
        introduction: '十年研究经历',
        agreed: true,
      });
      expect(applied.body, JSON.stringify(applied.body)).toMatchObject({ code: 0 });
      const body = { applicationId: applied.body.data.applicationId };
      // Both organisers click at once, each twice (on PostgreSQL the four requests run on separate connections).
      const answers = await Promise.all(
        [org(), second, org(), second].map((who) =>
          t.post('/expert/recruitment/application/approve', body, who),
        ),
      );
      expect(answers.map((a) => a.body.code).sort()).toEqual([0, 409, 409, 409]);
      const rows = await t.db.select({ id: experts.id }).from(experts).where(eq(experts.name, name));
      expect(rows).toHaveLength(1);
    }
  });

  it('validates the public application: consent, phone, fields from the dictionary; and rate-limits it', async () => {
    const deadline = new Date(Date.now() + 86400_000).toISOString();
    const campaign = await t.post<CampaignRow>(
      '/expert/recruitment/save',
      { title: '限流招募', deadline },
      org(),
    );
    const base = {
      campaignId: campaign.body.data.campaignId,
      name: '甲',
      organisation: '乙',
      fields: ['ai'],
      phone: '13700001111',
      agreed: true,
    };
    const ip = { 'x-forwarded-for': '203.0.113.77' };
    const apply = (body: Record<string, unknown>) =>
      t.call('POST', '/web/expert/recruitment/apply', { body, headers: ip });
    expect((await apply({ ...base, agreed: false })).body.code).toBe(400);
    expect((await apply({ ...base, phone: '12345' })).body.code).toBe(400);
    expect((await apply({ ...base, fields: ['astrology'] })).body.code).toBe(400);
    expect((await apply({ ...base, fields: [] })).body.code).toBe(400);
    expect((await apply({ ...base, campaignId: 'nope' })).body.code).toBe(404);
    const past = await t.post(
      '/expert/recruitment/save',
      { title: '过期', deadline: new Date(Date.now() - 1000).toISOString() },
      org(),
    );
    expect(past.body.code).toBe(400);
    let limited = false;
    for (let i = 0; i < 12 && !limited; i += 1)
      limited = (await apply({ ...base, phone: `1370000${2000 + i}` })).status === 429;
    expect(limited).toBe(true);
  });

  it('refuses the desk calls without expert:recruit and hides other organisers’ campaigns', async () => {
    expect((await t.get('/expert/recruitment/page', schoolAs())).body.code).toBe(401);
    expect(
      (
        await t.post(
          '/expert/recruitment/save',
          { title: 'x', deadline: new Date().toISOString() },
          schoolAs(),
        )
      ).body.code,
    ).toBe(401);
    expect((await t.get('/expert/recruitment/application/page')).body.code).toBe(11000);
  });
});

describe('recommendation', () => {
  it('a school proposes and sees only its own; the organiser accepts into the library or declines with a reason', async () => {
    const proposed = await t.post<{ recommendationId: string }>(
      '/expert/recommend/add',
      {
        name: '推荐专家',
        organisation: '东海大学',
        fields: ['math'],
        phone: '13511112222',
        note: '指导经验丰富',
      },
      schoolAs(),
    );
    expect(proposed.body.code).toBe(0);
    const declinedOne = await t.post<{ recommendationId: string }>(
      '/expert/recommend/add',
      { name: '被拒专家', organisation: '东海大学' },
      schoolAs(),
    );

    const mine = await t.get<PageResult<RecommendRow>>('/expert/recommend/page', schoolAs());
    expect(mine.body.data.rows.every((r) => r.schoolName === '东海大学')).toBe(true);
    expect(mine.body.data.rows.map((r) => r.name)).toContain('推荐专家');

    // Another school (西山理工学院) sees none of them and cannot decide.
    const stranger = await createActor(t, {
      username: 'schoolb01',
      group: { id: t.fixture.groups.schoolB.id, publicId: t.fixture.groups.schoolB.publicId },
      permissions: ['expert:recommend'],
    });
    const theirs = await t.get<PageResult<RecommendRow>>('/expert/recommend/page', {
      token: stranger.token,
      groupId: stranger.groupId,
    });
    expect(theirs.body.data.rows.map((r) => r.name)).not.toContain('推荐专家');
    expect(
      (
        await t.post(
          '/expert/recommend/accept',
          { recommendationId: proposed.body.data.recommendationId },
          { token: stranger.token, groupId: stranger.groupId },
        )
      ).body.code,
    ).toBe(401);
    expect(
      (
        await t.post(
          '/expert/recommend/accept',
          { recommendationId: proposed.body.data.recommendationId },
          schoolAs(),
        )
      ).body.code,
    ).toBe(401);
    expect((await t.post('/expert/recommend/add', { name: 'x', organisation: 'y' }, org())).body.code).toBe(
      401,
    );

    expect(
      (
        await t.post(
          '/expert/recommend/accept',
          { recommendationId: proposed.body.data.recommendationId },
          org(),
        )
      ).body.code,
    ).toBe(0);
    const [accepted] = await expertsNamed('推荐专家');
    expect(accepted).toMatchObject({ schoolName: '东海大学', fields: ['math'] });
    expect(
      (
        await t.post(
          '/expert/recommend/accept',
          { recommendationId: proposed.body.data.recommendationId },
          org(),
        )
      ).body.code,
    ).toBe(409);
    expect(
      (
        await t.post(
          '/expert/recommend/decline',
          { recommendationId: declinedOne.body.data.recommendationId, reason: '暂不需要该领域' },
          org(),
        )
      ).body.code,
    ).toBe(0);

    const after = await t.get<PageResult<RecommendRow>>('/expert/recommend/page', {
      ...schoolAs(),
      query: { status: 'declined' },
    });
    expect(after.body.data.rows.find((r) => r.name === '被拒专家')).toMatchObject({
      status: 'declined',
      reason: '暂不需要该领域',
    });

    // The school person who recommended hears both decisions; the other school and the organiser, neither.
    await t.notify.drain();
    const told = async (userId: number) =>
      (await t.db.select().from(subscribeMessages).where(eq(subscribeMessages.userId, userId))).filter(
        (m) => m.link === '/expert/recommend',
      );
    const recommender = await told(t.fixture.users.school.id);
    expect(recommender.map((m) => m.title).sort()).toEqual(['推荐的专家已入库', '推荐的专家未被采纳']);
    expect(recommender.find((m) => m.title === '推荐的专家未被采纳')!.content).toContain('暂不需要该领域');
    expect(await told(stranger.userId)).toEqual([]);
    expect(await told(t.fixture.users.organizer.id)).toEqual([]);
  });
});
