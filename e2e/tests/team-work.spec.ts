// The whole team journey with people of its own: a fresh captain signs up a team on a phone for the demo
// team competition (智创大赛) and invites a fresh member, who opens the link, signs in and completes their
// information; the organiser approves the sign-up; the team submits a PDF on the phone; the organiser finds
// the work in /works/list. The competition's fee and its first stage's submission window would stand in the
// way (a fee keeps the sign-up from review, the window opens in a few days): both are set through the
// organiser's API first and given back in `finally`.
import { expect as baseExpect, test, type Browser, type Page } from '../support/test.ts';
import {
  CompetitionApi,
  SignUpAdminApi,
  stageToBody,
  type EnrollSetting,
  type Stage,
} from '@podium/contracts';
import { apiCall } from '../support/api.ts';
import { actFor, loginByApi } from '../support/auth.ts';
import { freshIdCard, mistyped } from '../support/id-cards.ts';
import { samplePdf } from '../support/sample-files.ts';
import { keepScreenshot } from '../support/paths.ts';
import { freshStudent, type FreshStudent } from '../support/students.ts';

/** The machine is shared and slow at times: give each step room. */
const expect = baseExpect.configure({ timeout: 30_000 });

const ORGANISER = '全国大学生创新竞赛组委会';
const PHONE = { width: 375, height: 812 };
const run = Date.now().toString(36).slice(-5);
const TEAM = `晨星${run}队`;
const WORK_TITLE = `智能导盲杖（${run}）`;

const phonePage = async (browser: Browser) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return context.newPage();
};

/** A mobile number nobody else holds (phones are unique per account). */
const freshPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The member-information fields of the sign-up and invitation forms (ID checked as the product does). */
async function fillMemberInfo(page: Page, person: FreshStudent): Promise<void> {
  const idCard = page.getByLabel('身份证号');
  const valid = freshIdCard('20050607');
  await idCard.fill(mistyped(valid));
  await idCard.blur();
  await expect(page.getByText('身份证号码校验位不正确，请核对后重新输入')).toBeVisible();
  await idCard.fill(valid);
  await expect(page.getByText(/出生日期 2005-06-07/)).toBeVisible();
  await page.getByLabel('手机号').fill(freshPhone());
  await page.getByLabel('学号').fill(`2023${run}`);
  await page.getByLabel('学院').fill('信息科学与技术学院');
  await page.getByLabel('专业').fill(`计算机科学（${person.realName}）`);
}

test.describe('team work', () => {
  test('@student a fresh team signs up and submits a work on a phone; the organiser approves and finds it', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const desk = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const organiser = await actFor(desk, 'organizer', ORGANISER);
    const options = await apiCall<{ competitionId: string; name: string }[]>(
      desk.request,
      organiser,
      CompetitionApi.option,
    );
    const competitionId = options.find((c) => c.name.endsWith('全国大学生智能创新设计大赛'))!.competitionId;
    const query = `?competitionId=${encodeURIComponent(competitionId)}`;
    const settings = await apiCall<EnrollSetting>(
      desk.request,
      organiser,
      `${CompetitionApi.enrollSetting}${query}`,
    );
    const stages = await apiCall<Stage[]>(desk.request, organiser, `${CompetitionApi.stageList}${query}`);
    const stage = [...stages].sort((a, b) => a.orderNum - b.orderNum)[0]!;

    try {
      // Free, for a team of two students without an advisor (approval holds teams to the rules), and its
      // first stage taking works now (its sign-up window is already open).
      await apiCall(desk.request, organiser, CompetitionApi.enrollSettingSave, {
        ...settings,
        feeFen: 0,
        teamMin: 2,
        advisorMin: 0,
      });
      const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
      await apiCall(desk.request, organiser, CompetitionApi.stageSave, {
        ...stageToBody(stage),
        submitStart: hourAgo,
      });

      const captain = await freshStudent(desk.request, `陈${run}`);
      const member = await freshStudent(desk.request, `林${run}`);

      // The captain signs up the team on a phone.
      const phone = await phonePage(browser);
      await loginByApi(phone, captain.username, captain.password);
      await phone.goto(`/home/signUp${query}`);
      await phone.getByText('智能硬件赛道').click();
      await phone.getByRole('combobox', { name: '参赛组别' }).click();
      await phone.getByTitle('本科组').click();
      await phone.getByLabel('队伍名称').fill(TEAM);
      await fillMemberInfo(phone, captain);
      await keepScreenshot(phone, 'team-work-signup-375', { fullPage: true });
      await phone.getByRole('button', { name: '提交报名' }).click();
      await expect(phone).toHaveURL(/\/home\/competition\/team\/details\?teamId=/);
      const teamId = new URL(phone.url()).searchParams.get('teamId')!;
      await expect(phone.getByTestId('team-name')).toHaveText(TEAM);
      const link = new URL((await phone.getByTestId('invite-link').textContent())!.trim());
      expect(link.pathname + link.search).toContain('/home/competition/team/details?invite=');
      await expect(phone.getByTestId('invite-qr')).toBeVisible();

      // The member opens the link on their own phone, signs in from it and lands back on the invitation.
      const memberPhone = await phonePage(browser);
      await memberPhone.goto(link.pathname + link.search);
      await expect(memberPhone.getByTestId('invite-team')).toHaveText(TEAM);
      await memberPhone.getByRole('link', { name: /登\s*录/ }).click();
      await memberPhone.getByPlaceholder('请输入用户名').fill(member.username);
      await memberPhone.getByPlaceholder('请输入密码').fill(member.password);
      await memberPhone.getByRole('button', { name: /登\s*录/ }).click();
      await expect(memberPhone).toHaveURL(/\/home\/competition\/team\/details\?invite=/);
      await expect(memberPhone.getByText(/邀请你以队员身份加入队伍/)).toBeVisible();
      await fillMemberInfo(memberPhone, member);
      await keepScreenshot(memberPhone, 'team-work-invite-375', { fullPage: true });
      await memberPhone.getByRole('button', { name: '确认加入' }).click();
      await expect(memberPhone).toHaveURL(/\/home\/competition\/team\/details\?teamId=/);
      await expect(memberPhone.getByTestId('team-members').getByText(member.realName)).toBeVisible();
      await memberPhone.context().close();

      // The organiser approves the sign-up.
      await apiCall(desk.request, organiser, SignUpAdminApi.approve, { teamId });

      // The captain submits the work on the phone: the sign-up is approved and the window open.
      await phone.goto(`/home/competition/submitWork?teamId=${encodeURIComponent(teamId)}`);
      await phone.getByLabel('作品名称').fill(WORK_TITLE);
      await phone.getByLabel('作品简介').fill('为视障人士设计的智能导盲杖，融合超声波避障与语音导航。');
      await phone.getByLabel('创新点说明').fill('多传感器融合的低成本避障方案。');
      await phone.locator('input[type=file]').setInputFiles({
        name: '作品说明书.pdf',
        mimeType: 'application/pdf',
        buffer: samplePdf(`team ${run}`),
      });
      await expect(phone.getByText('作品说明书.pdf')).toBeVisible();
      await phone.getByRole('button', { name: '提交作品' }).last().click();
      await expect(phone.getByText('作品已提交（第 1 版）')).toBeVisible();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await keepScreenshot(phone, 'team-work-submitted-375', { fullPage: true });
      await phone.context().close();

      // The organiser finds it among the works.
      await desk.goto(`/works/list?keyword=${encodeURIComponent(TEAM)}`);
      const row = desk.locator('.ant-table-row').filter({ hasText: TEAM });
      await expect(row.getByText(WORK_TITLE)).toBeVisible({ timeout: 90_000 });
      await keepScreenshot(desk, 'team-work-desk-list');
    } finally {
      await apiCall(desk.request, organiser, CompetitionApi.enrollSettingSave, settings);
      await apiCall(desk.request, organiser, CompetitionApi.stageSave, stageToBody(stage));
      await desk.close();
    }
  });
});
