import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchApproveResult, SignUpDetail } from '@podium/contracts';
import { competitionEnrollSettings, competitionStages, enrollTeams } from '../../db/schema/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { donghai, teamOf } from '../works/works-test-support.ts';
import { listOf, setUpSignUpAdmin } from './signup-admin.test-support.ts';

// The demo's 全国大学生智能创新设计大赛 asks for 3–5 students and 1–2 advisors; 云帆智控 is two students
// without an advisor (the team a school once approved), 深蓝视觉 three students and an advisor.
let t: TestApp;
let organizer: string;
let school: string;

beforeAll(async () => {
  ({ t, organizer, school } = await setUpSignUpAdmin());
});
afterAll(() => t.close());

const teamNamed = async (name: string) =>
  (await listOf(t, organizer, { keyword: name })).body.data.rows.find((r) => r.name === name)!;
const statusOf = async (name: string) => (await teamNamed(name)).status;

describe('approval holds the competition’s team rules', () => {
  it('refuses a school approving a two-student team without an advisor, naming the rule, in both languages', async () => {
    const team = await teamNamed('云帆智控');
    const zh = await t.post('/enroll/manage/approve', { teamId: team.teamId }, { token: school });
    expect(zh.body).toMatchObject({
      code: 400,
      msg: '队伍不符合竞赛规则：学生人数为 2 人，竞赛要求 3–5 人',
    });
    const en = await t.post(
      '/enroll/manage/approve',
      { teamId: team.teamId },
      { token: organizer, lang: 'en' },
    );
    expect(en.body).toMatchObject({
      code: 400,
      msg: 'The team breaks the competition’s rules: it has 2 student(s); 3–5 are required',
    });
    expect(await statusOf('云帆智控')).toBe('pending');
  });

  it('says in the detail which rule an undecided team breaks, so the desk need not offer approval', async () => {
    const detailOf = async (name: string, lang?: 'en') =>
      (
        await t.get<SignUpDetail>('/enroll/manage/detail', {
          token: school,
          lang,
          query: { teamId: (await teamNamed(name)).teamId },
        })
      ).body.data;
    expect((await detailOf('云帆智控')).ruleBreach).toBe(
      '队伍不符合竞赛规则：学生人数为 2 人，竞赛要求 3–5 人',
    );
    expect((await detailOf('云帆智控', 'en')).ruleBreach).toBe(
      'The team breaks the competition’s rules: it has 2 student(s); 3–5 are required',
    );
    expect((await detailOf('深蓝视觉')).ruleBreach).toBeNull();
  });

  it('names the missing advisor once the students are enough', async () => {
    const team = await teamNamed('云帆智控');
    const [settings] = await t.db
      .select({ competitionId: enrollTeams.competitionId })
      .from(enrollTeams)
      .where(eq(enrollTeams.publicId, team.teamId));
    await t.db
      .update(competitionEnrollSettings)
      .set({ teamMin: 2 })
      .where(eq(competitionEnrollSettings.competitionId, settings!.competitionId));
    try {
      const res = await t.post('/enroll/manage/approve', { teamId: team.teamId }, { token: school });
      expect(res.body).toMatchObject({
        code: 400,
        msg: '队伍不符合竞赛规则：指导教师 0 人，竞赛要求至少 1 人',
      });
    } finally {
      await t.db
        .update(competitionEnrollSettings)
        .set({ teamMin: 3 })
        .where(eq(competitionEnrollSettings.competitionId, settings!.competitionId));
    }
  });

  it('approves the teams of a batch that meet the rules and lists the others as refused, with the rule', async () => {
    const broken = await teamNamed('云帆智控');
    const sound = await teamNamed('深蓝视觉');
    const res = await t.post<BatchApproveResult>(
      '/enroll/manage/approve/batch',
      { teamIds: [broken.teamId, sound.teamId] },
      { token: school, lang: 'en' },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data).toEqual({
      approved: 1,
      skipped: [],
      refused: [
        {
          teamId: broken.teamId,
          name: '云帆智控',
          reason: 'The team breaks the competition’s rules: it has 2 student(s); 3–5 are required',
        },
      ],
    });
    expect(await statusOf('云帆智控')).toBe('pending');
    expect(await statusOf('深蓝视觉')).toBe('approved');
  });
});

describe('work submission holds the same rules', () => {
  it('refuses a work from an approved team that no longer meets its competition’s rules', async () => {
    const student = await t.login('student');
    const teamId = await teamOf(t, 'student');
    const { competitionId, stageId } = await donghai(t);
    await t.db
      .update(competitionStages)
      .set({ submitStart: new Date(Date.now() - 86_400_000), submitEnd: new Date(Date.now() + 86_400_000) })
      .where(eq(competitionStages.id, stageId));
    await t.db
      .update(competitionEnrollSettings)
      .set({ teamMin: 4, teamMax: 5 })
      .where(eq(competitionEnrollSettings.competitionId, competitionId));
    const res = await t.post(
      '/web/work/submit',
      { teamId, title: '城市交通流量预测', fileIds: ['aaaaaaaaaaaaaaaaaaaaa'], fields: {} },
      { token: student },
    );
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toMatch(/^队伍不符合竞赛规则：学生人数为 \d 人，竞赛要求 4–5 人$/);
  });
});
