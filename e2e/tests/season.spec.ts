// One season, end to end, as the people in it live it (issue 18): an organiser builds a competition from
// nothing on a 1440-px desktop in Chinese and publishes it; new students register on 375-px phones (one in
// English), complete their profiles and sign up — alone, and as a team with an invited member and an
// advisor; the school reviews its students' teams and the organiser approves; the students submit works;
// the organiser builds an expert group and distributes; two experts score on phones; the captain returns
// one score; the organiser computes, publishes and promotes; an award list is generated from the results;
// certificates are designed, checked by a second person and sent; a winner downloads the PDF and a visitor
// verifies its QR. New people and a new competition: every student and the advisor register on the register
// page, and the second expert is added to the library and given an account by the organiser; only the
// organiser, the school, the checker and the captain expert are demo accounts.
//
// The steps are separate tests in order, sharing the season through a file (support/season.ts). The steps
// named "(finding N)" check one finding of issue 18 on the season's own data.
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Browser, type Locator, type Page } from '../support/test.ts';
import {
  CertificateApi,
  CompetitionApi,
  type IssuedRow,
  type PageResult,
  type Stage,
} from '@podium/contracts';
import { answerDialog, button, choose, cjk, selectOf } from '../support/antd.ts';
import { apiCall } from '../support/api.ts';
import { actFor, loginByApi } from '../support/auth.ts';
import { lastCodeFor } from '../support/codes.ts';
import { keepScreenshot } from '../support/paths.ts';
import { sampleCoverPng, samplePdf } from '../support/sample-files.ts';
import { freshStudent } from '../support/students.ts';
import {
  dayAt,
  expectFitsPhone,
  loadSeason,
  need,
  openPage,
  saveSeason,
  type SeasonPerson,
} from '../support/season.ts';

/** The machine is shared and slow at times: give each step room. */
const expect = baseExpect.configure({ timeout: 30_000 });

const ORGANISER = '全国大学生创新竞赛组委会';
const SCHOOL = '东海大学';
const ITEM = '智能硬件';
const GROUP = '本科组';
const FIRST_ROUND = '初赛';
const FINAL_ROUND = '决赛';
const WORK_FILE = '作品说明书.pdf';

test.describe.configure({ timeout: 120_000 });

const success = (page: Page, text = '操作成功') =>
  expect(page.locator('.ant-message').getByText(text).last()).toBeVisible();

/** A form item by its exact label: what it shows, e.g. a Select's chosen option. */
const formItemOf = (page: Page, label: string): Locator =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.locator('.ant-form-item-label').getByText(label, { exact: true }) });

/** The confirmation just opened: the one before it may still be fading out (not yet hidden). */
const confirmPopover = (page: Page) =>
  page
    .locator('.ant-popover:not(.ant-popover-hidden)')
    .getByRole('button', { name: cjk('确定') })
    .last();

/** A card of the desk's settings pages by its title. */
const card = (page: Page, title: string): Locator =>
  page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) }) });

/** Fills a date-range picker of a form item (by its label) with two `YYYY-MM-DD HH:mm` values. */
async function fillRange(scope: Locator, label: string, from: string, to: string): Promise<void> {
  const inputs = scope.locator('.ant-form-item').filter({ hasText: label }).locator('input');
  await inputs.nth(0).click();
  await inputs.nth(0).fill(from);
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).fill(to);
  await inputs.nth(1).press('Enter');
}

/** Picks the new competition and one of its stages in the review pages' pickers. */
async function pickStage(page: Page, competitionName: string, stage = FIRST_ROUND): Promise<void> {
  await choose(selectOf(page, '竞赛'), competitionName, { search: competitionName.slice(-6) });
  await choose(selectOf(page, '阶段'), stage, { search: false });
}

/** A page of the organiser at 1440 px, acting for the organising committee. */
async function organiserPage(browser: Browser) {
  const page = await openPage(browser);
  const headers = await actFor(page, 'organizer', ORGANISER);
  return { page, headers };
}

const tag = () =>
  `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296)
    .toString(36)
    .padStart(2, '0')}`;

/** A new person of the season (not yet registered). */
const newPerson = (realName: string): SeasonPerson => {
  const t = tag();
  return {
    username: `season_${t}`,
    password: `Season${t}9`,
    realName,
    account: `season-${t}@example.edu.cn`,
  };
};

/**
 * Registers through the register page on a phone, as a new person does: a one-time code to the e-mail
 * address (read from the server's code log), the password twice and the consent.
 */
async function register(page: Page, person: SeasonPerson, userType: 'student' | 'teacher' = 'student') {
  const english = (await page.evaluate(() => localStorage.getItem('language'))) === 'en';
  const text = english
    ? {
        username: 'Enter your username',
        realName: 'Enter your real name',
        account: 'Enter a phone number or email',
        send: 'Send code',
        code: 'Enter the 6-digit code',
        password: 'Password',
        again: 'Enter the password again',
        consent: /I have read and accept/,
        submit: /^Sign up$/,
      }
    : {
        username: '请输入用户名',
        realName: '请输入真实姓名',
        account: '请输入手机号或邮箱',
        send: '获取验证码',
        code: '请输入6位验证码',
        password: '密码',
        again: '请再次输入密码',
        consent: /我已阅读并同意/,
        submit: /^注\s*册$/,
      };
  await page.goto('/neibu/register');
  if (userType === 'teacher') await page.getByText(english ? 'Teacher' : '教师', { exact: true }).click();
  await page.getByPlaceholder(text.username).fill(person.username);
  await page.getByPlaceholder(text.realName).fill(person.realName);
  await page.getByPlaceholder(text.account).fill(person.account);
  await page.getByRole('button', { name: text.send }).click();
  await page.getByPlaceholder(text.code).fill(await lastCodeFor(person.account));
  await page.getByRole('textbox', { name: text.password, exact: true }).fill(person.password);
  await page.getByPlaceholder(text.again).fill(person.password);
  await page.getByRole('checkbox', { name: text.consent }).check();
  await expectFitsPhone(page, 'register page');
  await page.getByRole('button', { name: text.submit }).last().click();
  await page.waitForURL((url) => !url.pathname.includes('/register'));
}

/** Completes the profile in the user centre: the school (the school reviews its own students) and number. */
async function completeProfile(page: Page, studentNo: string) {
  const english = (await page.evaluate(() => localStorage.getItem('language'))) === 'en';
  await page.goto('/center/set');
  await choose(selectOf(page, english ? 'School' : '学校'), SCHOOL, { search: '东海' });
  await page.getByLabel(english ? 'Student number' : '学号').fill(studentNo);
  const saved = page.waitForResponse((r) => r.url().includes('/center/profile/save'));
  await button(page, english ? 'Save' : '保存').click();
  const body = (await (await saved).json()) as { code: number; msg: string };
  expect(body.code, `profile saved: ${body.msg}`).toBe(0);
}

/** Signs up on the competition's sign-up page: the item, the group and a team name. */
async function signUp(page: Page, competitionId: string, teamName: string) {
  const english = (await page.evaluate(() => localStorage.getItem('language'))) === 'en';
  await page.goto(`/home/signUp?competitionId=${competitionId}`);
  await page.getByText(ITEM, { exact: true }).click();
  await choose(page.getByRole('combobox', { name: english ? 'Participant group' : '参赛组别' }), GROUP, {
    search: false,
  });
  await page.getByLabel(english ? 'Team name' : '队伍名称').fill(teamName);
  await expectFitsPhone(page, 'sign-up page');
  await page.getByRole('button', { name: english ? 'Sign up' : '提交报名' }).click();
  await expect(page).toHaveURL(/\/home\/competition\/team\/details\?teamId=/);
  await expect(page.getByTestId('team-name')).toHaveText(teamName);
  return new URL(page.url()).searchParams.get('teamId')!;
}

/** The invitation link the captain's team page shows for a member or (after switching) an advisor. */
async function invitationLink(page: Page, role: 'member' | 'advisor', english = false): Promise<string> {
  if (role === 'advisor') {
    const before = (await page.getByTestId('invite-link').textContent())!.trim();
    await page.getByText(english ? 'Invite an advisor' : '邀请指导教师', { exact: true }).click();
    await expect(page.getByTestId('invite-link')).not.toHaveText(before);
  }
  const link = new URL((await page.getByTestId('invite-link').textContent())!.trim());
  return link.pathname + link.search;
}

/**
 * A signed-in person opens an invitation on their phone and joins; a student with no school yet chooses
 * it there (the team signed up from a school), as a newcomer would, without a detour to the profile.
 */
async function join(page: Page, link: string, teamName: string, chooseSchool = false) {
  await page.goto(link);
  await expect(page.getByTestId('invite-team')).toHaveText(teamName);
  if (chooseSchool) {
    await choose(selectOf(page, '所在学校'), SCHOOL, { search: '东海' });
    await keepScreenshot(page, 'season-invite-school-375-zh', { fullPage: true });
  }
  await page.getByRole('button', { name: '确认加入' }).click();
  await expect(page).toHaveURL(/\/home\/competition\/team\/details\?teamId=/);
}

/** Submits the team's work on the phone: a title, the description field and a PDF. */
async function submitWork(page: Page, teamId: string, title: string, english = false) {
  await page.goto(`/home/competition/submitWork?teamId=${encodeURIComponent(teamId)}`);
  await page.getByLabel(english ? 'Work title' : '作品名称').fill(title);
  await page.getByLabel('作品简介').fill(`${title}：面向校园场景的低成本原型，附设计说明与测试记录。`);
  await page.locator('input[type=file]').setInputFiles({
    name: WORK_FILE,
    mimeType: 'application/pdf',
    buffer: samplePdf(`season ${title.length} ${Date.now()}`),
  });
  await expect(page.getByText(WORK_FILE)).toBeVisible();
  await page
    .getByRole('button', { name: english ? 'Submit work' : '提交作品' })
    .last()
    .click();
  await expect(
    page.getByText(english ? /Work submitted \(version 1\)/ : '作品已提交（第 1 版）'),
  ).toBeVisible();
  await expectFitsPhone(page, 'submit-work page');
}

/** An expert's workspace on a phone, on the season's first round. */
async function expertQueue(browser: Browser, username: string, competitionName: string, password?: string) {
  const page = await openPage(browser, { phone: true });
  await actFor(page, username, ORGANISER, password);
  await page.goto('/review/competition');
  const stage = page.getByRole('combobox', { name: '评审阶段' });
  await expect(stage).toBeVisible({ timeout: 60_000 });
  await choose(stage, `${competitionName} · ${FIRST_ROUND}`, { search: false });
  await expect(page.getByText('匿名评审：参赛者身份已隐藏')).toBeVisible();
  return page;
}

/** Scores one card's two columns with the required comment, and submits after the confirmation. */
async function score(page: Page, scoreCard: Locator, tech: number, expression: number, comment: string) {
  await scoreCard.getByLabel(/技术方案/).fill(String(tech));
  await scoreCard.getByLabel(/作品表达/).fill(String(expression));
  await scoreCard.getByLabel('必填评语').fill(comment);
  await expect(scoreCard.getByText(`合计 ${tech + expression} 分`)).toBeVisible();
  await scoreCard.getByRole('button', { name: '提交评分' }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message').getByText('评分已提交').last()).toBeVisible();
}

test('@organizer creates the season’s competition from nothing on a desktop and publishes it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { page, headers } = await organiserPage(browser);
  const competitionName = `校园智造挑战赛 ${tag()}`;

  await page.goto('/competition/list');
  await button(page, '新建竞赛').click();
  await expect(page).toHaveURL(/\/competition\/addEdit$/);
  await page.getByLabel('竞赛名称').fill(competitionName);
  await page.getByLabel('简称').fill('智造赛');
  await choose(selectOf(page, '竞赛级别'), '校级', { search: false });
  await choose(selectOf(page, '竞赛类别'), '创新创业', { search: false });
  await page
    .getByLabel('竞赛简介')
    .fill('<p>面向全校学生的<strong>智能制造</strong>挑战赛，初赛网络评审，决赛现场答辩。</p>');
  await page.locator('.upload-field-image input[type=file]').setInputFiles({
    name: '封面.png',
    mimeType: 'image/png',
    buffer: await sampleCoverPng(page, 'Season'),
  });
  await expect(page.locator('.upload-field-image img.upload-field-preview')).toBeVisible();
  await button(page, '保存').click();
  await success(page);

  // Sign-up settings: two items, a group, and the rules (teams of 1–3 with up to one advisor, reviewed).
  await expect(page).toHaveURL(/\/competition\/enrollSet\?competitionId=/);
  const competitionId = new URL(page.url()).searchParams.get('competitionId')!;
  saveSeason({ competitionId, competitionName });
  const items = card(page, '赛项');
  await button(items, '添加').click();
  await items.getByPlaceholder('名称').nth(0).fill(ITEM);
  await button(items, '添加').click();
  await items.getByPlaceholder('名称').nth(1).fill('软件应用');
  await button(items, '保存').click();
  await success(page);
  const groups = card(page, '参赛组别');
  await button(groups, '添加').click();
  await groups.getByPlaceholder('名称').nth(0).fill(GROUP);
  await button(groups, '保存').click();
  await success(page);
  const rules = card(page, '报名规则');
  await rules.getByText('团队赛', { exact: true }).click();
  await rules.getByLabel('每队最少人数').fill('1');
  await rules.getByLabel('每队最多人数').fill('3');
  await rules.getByLabel('指导教师最少').fill('0');
  await rules.getByLabel('指导教师最多').fill('1');
  const approval = rules.getByLabel('报名需要审核');
  if ((await approval.getAttribute('aria-checked')) !== 'true') await approval.click();
  await expect(approval).toHaveAttribute('aria-checked', 'true');
  await button(rules, '保存').click();
  await success(page);
  await keepScreenshot(page, 'season-enroll-set-1440-zh', { fullPage: true });

  // Schedule: the first round open for sign-up, works and review now; the final round later.
  await page.getByRole('tab', { name: '赛程设置' }).click();
  await expect(page).toHaveURL(/\/competition\/scheduleSet/);
  for (const [name, windows] of [
    [FIRST_ROUND, { signUp: [-1, 20], submit: [-1, 20], review: [-1, 25] }],
    [FINAL_ROUND, { submit: [30, 40], review: [41, 45] }],
  ] as const) {
    await button(page, '添加阶段').click();
    const drawer = page.getByRole('dialog', { name: '添加阶段' });
    await drawer.getByLabel('阶段名称').fill(name);
    if ('signUp' in windows)
      await fillRange(drawer, '报名时间', dayAt(windows.signUp[0]), dayAt(windows.signUp[1]));
    await fillRange(drawer, '作品提交时间', dayAt(windows.submit[0]), dayAt(windows.submit[1]));
    await fillRange(drawer, '评审时间', dayAt(windows.review[0]), dayAt(windows.review[1]));
    await button(drawer, '保存').click();
    await success(page);
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  }
  await keepScreenshot(page, 'season-schedule-1440-zh', { fullPage: true });

  // Works of the first round: PDF, with a description field.
  await page.getByRole('tab', { name: '作品提交设置' }).click();
  await expect(page).toHaveURL(/\/competition\/workSubSet/);
  await page.getByRole('row').filter({ hasText: FIRST_ROUND }).getByText('设置', { exact: true }).click();
  const workDrawer = page.getByRole('dialog');
  await workDrawer.getByRole('checkbox', { name: 'PDF', exact: true }).check();
  await button(workDrawer, '添加字段').click();
  await workDrawer.getByPlaceholder('字段名称').fill('作品简介');
  await button(workDrawer, '保存').click();
  await success(page);
  await expect(page.getByRole('row').filter({ hasText: FIRST_ROUND })).toContainText('作品简介');

  // Review of the first round: two experts per entry, blind, and the competition's own two columns.
  await page.getByRole('tab', { name: '评审设置' }).click();
  await expect(page).toHaveURL(/\/competition\/reviewSet/);
  const review = card(page, '评审设置');
  await expect(review.getByRole('combobox', { name: '阶段' })).toBeVisible();
  await expect(review.locator('.outcome-column-row')).toHaveCount(3);
  await review.getByLabel('每件作品专家数').fill('2');
  await review.getByLabel('每位专家上限').fill('10');
  await review.locator('.outcome-column-row').nth(2).getByRole('button', { name: 'remove' }).click();
  const columns = [
    { key: 'tech', name: '技术方案', max: '60', comment: false },
    { key: 'expression', name: '作品表达', max: '40', comment: true },
  ];
  for (const [index, column] of columns.entries()) {
    const row = review.locator('.outcome-column-row').nth(index);
    await row.getByLabel('标识').fill(column.key);
    await row.getByLabel('名称').fill(column.name);
    await row.getByLabel('满分').fill(column.max);
    const comment = row.getByRole('checkbox', { name: '必须写评语' });
    if ((await comment.isChecked()) !== column.comment) await comment.click();
  }
  await button(review, '保存').click();
  await success(page, '评审设置已保存');
  await keepScreenshot(page, 'season-review-set-1440-zh', { fullPage: true });

  // Publish from the list, after a confirmation.
  await page.goto(`/competition/list?keyword=${encodeURIComponent(competitionName.slice(-6))}`);
  const row = page.getByRole('row').filter({ hasText: competitionName });
  await expect(row.getByText('草稿')).toBeVisible();
  await button(row, '发布').click();
  await answerDialog(page);
  await success(page);
  await expect(row.getByText('已发布')).toBeVisible();

  // What was built, read back as the desk reads it.
  const stages = await apiCall<Stage[]>(
    page.request,
    headers,
    `${CompetitionApi.stageList}?competitionId=${encodeURIComponent(competitionId)}`,
  );
  expect(stages.map((s) => s.name)).toEqual([FIRST_ROUND, FINAL_ROUND]);
  await page.context().close();
});

test('@student new students register on phones (one in English) and complete their profiles', async ({
  browser,
  request,
}) => {
  const run = tag();
  const people = {
    captain: newPerson(`陈思远${run.slice(-2)}`),
    solo: newPerson(`Li Ming ${run.slice(-2)}`),
  };
  for (const [role, person] of Object.entries(people) as [keyof typeof people, SeasonPerson][]) {
    const english = role === 'solo';
    const page = await openPage(browser, { phone: true, language: english ? 'en' : 'zh-cn' });
    await register(page, person);
    await keepScreenshot(page, `season-registered-375-${english ? 'en' : 'zh'}`);
    await completeProfile(page, `2024${run.slice(0, 4)}${role.length}`);
    await expect(page.getByText(SCHOOL).first()).toBeVisible();
    await keepScreenshot(page, `season-profile-375-${english ? 'en' : 'zh'}`, { fullPage: true });
    await page.context().close();
  }
  // The advisor (a teacher) registers on a phone too. The invited member is a new student as well,
  // registered as the register page does it (a code to their e-mail address): the page's student sign-up
  // was just made twice above.
  const advisor = newPerson(`周老师${run.slice(-2)}`);
  const page = await openPage(browser, { phone: true });
  await register(page, advisor, 'teacher');
  await page.context().close();
  const member = await freshStudent(request, `林晓雨${run.slice(-2)}`);
  saveSeason({ ...people, member, advisor });
});

test('@student signs up alone in English and as a team with an invited member and an advisor, on phones', async ({
  browser,
}) => {
  const season = need(loadSeason(), 'competitionId', 'captain', 'member', 'solo', 'advisor');
  const run = tag();
  const teamName = `追光${run.slice(-3)}队`;
  const soloTeamName = `Solo ${run.slice(-3)}`;

  // Alone, in English.
  const soloPhone = await openPage(browser, { phone: true, language: 'en' });
  await loginByApi(soloPhone, season.solo.username, season.solo.password);
  const soloTeamId = await signUp(soloPhone, season.competitionId, soloTeamName);
  await keepScreenshot(soloPhone, 'season-solo-team-375-en', { fullPage: true });
  await soloPhone.context().close();

  // A team: the captain signs up and invites a member and an advisor.
  const captainPhone = await openPage(browser, { phone: true });
  await loginByApi(captainPhone, season.captain.username, season.captain.password);
  const teamId = await signUp(captainPhone, season.competitionId, teamName);
  const memberLink = await invitationLink(captainPhone, 'member');
  const advisorLink = await invitationLink(captainPhone, 'advisor');

  for (const [person, link] of [
    [season.member, memberLink],
    [season.advisor, advisorLink],
  ] as const) {
    const phone = await openPage(browser, { phone: true });
    await loginByApi(phone, person.username, person.password);
    await join(phone, link, teamName, person === season.member);
    await expect(phone.getByTestId('team-members').getByText(person.realName)).toBeVisible();
    await expectFitsPhone(phone, 'team page');
    await phone.context().close();
  }
  await captainPhone.reload();
  const members = captainPhone.getByTestId('team-members');
  for (const person of [season.captain, season.member, season.advisor])
    await expect(members.getByText(person.realName)).toBeVisible();
  await expect(members.getByText('指导教师', { exact: true })).toBeVisible();
  await keepScreenshot(captainPhone, 'season-team-375-zh', { fullPage: true });
  await captainPhone.context().close();
  saveSeason({ teamId, teamName, soloTeamId, soloTeamName });
});

test('@school reviews its students’ teams and approves the team; the organiser approves the solo entry', async ({
  browser,
}) => {
  const season = need(loadSeason(), 'competitionId', 'competitionName', 'teamName', 'soloTeamName', 'member');
  const school = await openPage(browser);
  await actFor(school, 'school', SCHOOL);
  await school.goto(`/signUp/list?competitionId=${encodeURIComponent(season.competitionId)}`);
  // The filter names the competition the address picked, for a school as for its organiser.
  await expect(formItemOf(school, '竞赛')).toContainText(season.competitionName);
  const rows = school.locator('.ant-table-row');
  for (const name of [season.teamName, season.soloTeamName])
    await expect(rows.filter({ hasText: name }).getByText('待审核')).toBeVisible({ timeout: 60_000 });
  await rows.filter({ hasText: season.teamName }).getByText(season.teamName).click();
  const drawer = school.getByRole('dialog', { name: season.teamName });
  // In the members table (the history below names them too: 队员加入 · name).
  await expect(drawer.getByRole('cell', { name: season.member.realName, exact: true })).toBeVisible();
  await keepScreenshot(school, 'season-school-review-1440-zh', { fullPage: true });
  await button(drawer, '通过').click();
  await success(school, '已通过');
  await school.context().close();

  const { page } = await organiserPage(browser);
  await page.goto(`/signUp/list?competitionId=${encodeURIComponent(season.competitionId)}`);
  const row = page.locator('.ant-table-row').filter({ hasText: season.soloTeamName });
  await expect(page.locator('.ant-table-row').filter({ hasText: season.teamName })).toContainText('已通过', {
    timeout: 60_000,
  });
  await row.getByText(season.soloTeamName).click();
  const soloDrawer = page.getByRole('dialog', { name: season.soloTeamName });
  await button(soloDrawer, '通过').click();
  await success(page, '已通过');
  await page.keyboard.press('Escape');
  await expect(row).toContainText('已通过');
  await page.context().close();
});

test('@student both entries submit their works on phones', async ({ browser }) => {
  const season = need(loadSeason(), 'captain', 'solo', 'teamId', 'soloTeamId', 'teamName', 'soloTeamName');
  // Titles of this run's own (not the team names: the expert's blind view is checked for those).
  const run = Date.now().toString(36);
  const works = {
    [season.teamName]: `校园智能导览车 ${run}a`,
    [season.soloTeamName]: `宿舍能耗监测仪 ${run}b`,
  };
  for (const [person, teamId, teamName, english] of [
    [season.captain, season.teamId, season.teamName, false],
    [season.solo, season.soloTeamId, season.soloTeamName, true],
  ] as const) {
    const phone = await openPage(browser, { phone: true, language: english ? 'en' : 'zh-cn' });
    await loginByApi(phone, person.username, person.password);
    await submitWork(phone, teamId, works[teamName]!, english);
    await keepScreenshot(phone, `season-work-375-${english ? 'en' : 'zh'}`, { fullPage: true });
    await phone.context().close();
  }
  saveSeason({ works });
});

test('@organizer adds a new expert to the library and opens a sign-in account for them', async ({
  browser,
}) => {
  const run = tag();
  const expert = { name: `许嘉言${run.slice(-2)}`, username: `judge_${run}`, password: `Judge${run}9` };
  const { page } = await organiserPage(browser);
  await page.goto('/expert/library');
  await button(page, '新增专家').click();
  const form = page.getByRole('dialog', { name: '新增专家' });
  await form.getByLabel('姓名').fill(expert.name);
  await form.getByLabel('职称').fill('副教授');
  await form.getByLabel('工作单位 / 学校').fill('华东设计研究院');
  await button(form, '保存').click();
  await expect(form).toHaveCount(0);
  await expect(page.locator('.ant-table-row').filter({ hasText: expert.name })).toHaveCount(1);

  await page.goto('/expert/account');
  const row = page.locator('.ant-table-row').filter({ hasText: expert.name });
  await row.getByRole('button', { name: '开通账号' }).click();
  const create = page.getByRole('dialog', { name: `为 ${expert.name} 开通账号` });
  await create.getByLabel('登录账号').fill(expert.username);
  await create.getByLabel('初始密码').fill(expert.password);
  await button(create, '确定').click();
  // A password the organiser chose is not shown back (only a generated one is, once).
  await expect(create).toHaveCount(0);
  await expect(row).toContainText(expert.username);
  saveSeason({ newExpert: expert });
  await page.context().close();
});

test('@organizer builds an expert group and distributes the first round', async ({ browser }) => {
  const season = need(loadSeason(), 'competitionName', 'works', 'newExpert');
  const { page } = await organiserPage(browser);

  await page.goto('/expert/group');
  await pickStage(page, season.competitionName);
  await button(page, '新建分组').click();
  const dialog = page.getByRole('dialog', { name: '专家分组' });
  await dialog.getByLabel('分组名称').fill('初赛第一组');
  const members = selectOf(dialog, '成员');
  for (const name of ['孙专家', season.newExpert.name]) {
    await members.click();
    await members.pressSequentially(name);
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle(name, { exact: true })
      .click();
  }
  await members.press('Escape');
  await choose(selectOf(dialog, '组长'), '孙专家', { search: false });
  await button(dialog, '确定').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.ant-table-row').filter({ hasText: '初赛第一组' })).toContainText(
    season.newExpert.name,
  );

  await page.goto('/review/distribution');
  await pickStage(page, season.competitionName);
  // Nothing distributed yet: the empty table says what to do, and how many sign-ups wait to be synced.
  const empty = page.getByTestId('distribution-empty');
  await expect(empty).toContainText('2 个审核通过的报名等待同步');
  await expect(page.getByTestId('review-state')).toContainText('评审进行中');
  await keepScreenshot(page, 'season-distribution-empty-1440-zh', { fullPage: true });
  await button(empty, '同步参评作品').click();
  await success(page, '新增 2 个参评作品，共 2 个');
  await expect(empty).toHaveCount(0);
  await button(page, '自动分配').click();
  const preview = page.getByRole('dialog').filter({ hasText: '自动分配预览' });
  await expect(preview.getByText('拟新增分配（4）')).toBeVisible();
  await button(preview, '应用分配').click();
  await success(page, '已写入 4 条分配；0 个作品专家不足');
  for (const team of Object.keys(season.works)) {
    // The entry's own row (its assignments are nested rows below it).
    const row = page.locator('.ant-table-row').filter({ hasText: team }).first();
    await expect(row).toContainText('孙专家');
    await expect(row).toContainText(season.newExpert.name);
  }
  await keepScreenshot(page, 'season-distribution-1440-zh', { fullPage: true });
  await page.context().close();
});

test('@expert sees each work it scores on a phone: title, description and file (finding 1)', async ({
  browser,
}) => {
  const season = need(loadSeason(), 'competitionName', 'works');
  const page = await expertQueue(browser, 'expert', season.competitionName);
  const cards = page.locator('.score-card');
  await expect(cards).toHaveCount(2);
  for (const title of Object.values(season.works)) {
    const work = cards.filter({ hasText: title });
    await expect(work).toHaveCount(1);
    await expect(work.getByText(/面向校园场景的低成本原型/)).toBeVisible();
    await expect(work.getByText(WORK_FILE)).toBeVisible();
  }
  // The entrants stay hidden in a blind review.
  for (const team of Object.keys(season.works)) await expect(page.getByText(team)).toHaveCount(0);
  await keepScreenshot(page, 'season-expert-work-375-zh', { fullPage: true });
  // The same view in English: an expert reads the work the same way in the second language.
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.getByText('0 of 2 done')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Blind review: entrants are hidden')).toBeVisible();
  for (const title of Object.values(season.works))
    await expect(cards.filter({ hasText: title }).getByText(WORK_FILE)).toBeVisible();
  await expectFitsPhone(page, 'expert work view in English');
  await keepScreenshot(page, 'season-expert-work-375-en', { fullPage: true });
  await page.context().close();
});

test('@expert two experts score every work on phones', async ({ browser }) => {
  const season = need(loadSeason(), 'competitionName', 'newExpert');
  const { username: newExpert, password } = season.newExpert;
  // The first card in each queue gets the better marks from both experts: a clear first and second place.
  for (const [username, marks] of [
    [
      'expert',
      [
        [52, 34],
        [41, 27],
      ],
    ],
    [
      newExpert,
      [
        [50, 33],
        [39, 26],
      ],
    ],
  ] as const) {
    const page = await expertQueue(
      browser,
      username,
      season.competitionName,
      username === newExpert ? password : undefined,
    );
    await expect(page.getByText('已完成 0 / 2')).toBeVisible();
    for (const [index, [tech, expression]] of marks.entries()) {
      const next = page
        .locator('.score-card')
        .filter({ has: page.getByText('待评审', { exact: true }) })
        .first();
      await score(page, next, tech, expression, '方案完整，原型可用；建议补充用户测试数据。');
      // The queue has reloaded (the submitted card is no longer 待评审) before the next card is picked.
      await expect(page.getByText(`已完成 ${index + 1} / 2`)).toBeVisible();
    }
    await expect(page.getByText('已完成 2 / 2')).toBeVisible();
    await expectFitsPhone(page, 'scoring workspace');
    await keepScreenshot(page, `season-scored-375-${username === newExpert ? 'new-expert' : username}`, {
      fullPage: true,
    });
    await page.context().close();
  }
});

test('@expert the captain returns one score and the expert scores it again', async ({ browser }) => {
  const season = need(loadSeason(), 'competitionName', 'newExpert');
  const { name, username, password } = season.newExpert;
  const captain = await expertQueue(browser, 'expert', season.competitionName);
  const panel = captain.locator('.ant-card').filter({ hasText: /^组长面板/ });
  await expect(panel).toBeVisible();
  for (const member of ['孙专家', name])
    await expect(panel.locator('.ant-table-row').filter({ hasText: member }).first()).toContainText('2/2');
  // The new expert's score of the first work (50 + 33).
  const cell = panel.locator('.ant-table-row').filter({ hasText: name }).filter({ hasText: '83' });
  await button(cell, '退回修改').click();
  const dialog = captain.getByRole('dialog', { name: '退回修改' });
  await dialog.getByLabel('退回说明').fill('技术方案分与评语不一致，请复核。');
  await button(dialog, '确定').click();
  await success(captain, '已退回');
  await expect(panel.getByText('待修改：技术方案分与评语不一致，请复核。')).toBeVisible();
  await keepScreenshot(captain, 'season-captain-return-375-zh', { fullPage: true });
  await captain.context().close();

  const expert2 = await expertQueue(browser, username, season.competitionName, password);
  await expect(expert2.getByText('已完成 1 / 2')).toBeVisible();
  const returned = expert2
    .locator('.score-card')
    .filter({ hasNot: expert2.getByText('已提交', { exact: true }) });
  await expect(returned).toHaveCount(1);
  await expect(returned.getByText(/技术方案分与评语不一致/)).toBeVisible();
  await score(expert2, returned, 46, 33, '复核后下调技术方案分：传感器方案缺少对比实验。');
  await expect(expert2.getByText('已完成 2 / 2')).toBeVisible();
  await expert2.context().close();
});

test('@organizer computes the final scores, publishes them and promotes the first place', async ({
  browser,
}) => {
  const season = need(loadSeason(), 'competitionName', 'works');
  const { page } = await organiserPage(browser);
  await page.goto('/review/result');
  await pickStage(page, season.competitionName);
  await button(page, '计算最终成绩').click();
  await confirmPopover(page).click();
  await expect(page.getByText(/已计算 2 件作品的最终成绩/)).toBeVisible();
  const rows = page.locator('.ant-table-row');
  await expect(rows).toHaveCount(2);
  const teams = Object.keys(season.works);
  const first = await rows.nth(0).innerText();
  const promotedTeam = teams.find((team) => first.includes(team))!;
  const eliminatedTeam = teams.find((team) => team !== promotedTeam)!;
  expect(promotedTeam, 'the first place is one of the season’s entries').toBeDefined();
  await button(page, '公布成绩').click();
  await confirmPopover(page).click();
  await expect(page.getByText('已公布', { exact: true }).first()).toBeVisible();
  await keepScreenshot(page, 'season-results-1440-zh', { fullPage: true });

  await page.goto('/review/elimination');
  await pickStage(page, season.competitionName);
  await expect(page.getByLabel('名额 N')).toBeEnabled();
  await page.getByLabel('名额 N').fill('1');
  await button(page, '预览').click();
  await expect(page.getByText(new RegExp(`^晋级到：${FINAL_ROUND}`))).toBeVisible();
  const preview = page.locator('.ant-table-row');
  await expect(
    preview.filter({ hasText: promotedTeam }).locator('.ant-tag', { hasText: /^晋级$/ }),
  ).toBeVisible();
  await expect(preview.filter({ hasText: eliminatedTeam })).toContainText('名额已满');
  await button(page, '确认晋级').click();
  await confirmPopover(page).click();
  await expect(page.getByText('已晋级 1 个作品到下一阶段')).toBeVisible();
  await keepScreenshot(page, 'season-promoted-1440-zh', { fullPage: true });
  await page.context().close();
  saveSeason({ promotedTeam, eliminatedTeam });
});

/** The season's person who captains the named entry, and whether they use the site in English. */
const captainOf = (team: string) => {
  const season = need(loadSeason(), 'captain', 'solo', 'teamName');
  const english = team !== season.teamName;
  return { person: english ? season.solo : season.captain, english };
};

test('@student the promoted captain sees the published score and the next round on a phone', async ({
  browser,
}) => {
  const season = need(loadSeason(), 'promotedTeam', 'competitionName');
  const { person, english } = captainOf(season.promotedTeam);
  const phone = await openPage(browser, { phone: true, language: english ? 'en' : 'zh-cn' });
  await loginByApi(phone, person.username, person.password);
  await phone.goto('/center/competition');
  await expect(phone.locator('.center-entry').filter({ hasText: season.competitionName })).toBeVisible();
  // The published results list the first round's place and that the entry goes through.
  const result = phone
    .locator('.ant-list-item')
    .filter({ hasText: `${season.competitionName} · ${FIRST_ROUND} · ${season.promotedTeam}` });
  await expect(result.getByText(english ? 'Rank 1' : '第 1 名')).toBeVisible();
  await expect(result.getByText(english ? 'Through' : '晋级', { exact: true })).toBeVisible();
  // The entry itself is in the round it was promoted to now, with that round's submission window.
  await expect(
    phone.locator('.center-entry').filter({ hasText: season.competitionName }).locator('.center-entry-meta'),
  ).toContainText(new RegExp(`(阶段|Stage)\\s*[：:]\\s*${FINAL_ROUND}`));
  await expectFitsPhone(phone, 'my competitions');
  await keepScreenshot(phone, `season-promoted-375-${english ? 'en' : 'zh'}`, { fullPage: true });
  await phone.context().close();
});

test('@student the eliminated entrant is told, and offered no work submission (finding 9)', async ({
  browser,
}) => {
  const season = need(loadSeason(), 'eliminatedTeam', 'competitionName');
  const { person, english } = captainOf(season.eliminatedTeam);
  const phone = await openPage(browser, { phone: true, language: english ? 'en' : 'zh-cn' });
  await loginByApi(phone, person.username, person.password);
  await phone.goto('/center/competition');
  const entry = phone.locator('.center-entry').filter({ hasText: season.competitionName });
  await expect(entry).toBeVisible();
  await keepScreenshot(phone, `season-eliminated-375-${english ? 'en' : 'zh'}`, { fullPage: true });
  await expect(entry.getByText(english ? /eliminated|not promoted/i : /淘汰|未晋级/).first()).toBeVisible();
  await expect(entry.getByRole('button', { name: english ? /Submit/ : /提交作品/ })).toHaveCount(0);
  await expect(entry.getByRole('link', { name: english ? /Submit/ : /提交作品/ })).toHaveCount(0);
  await phone.context().close();
});

// Finding 2 (an award line’s edit form shows the line it was opened for) is checked on the first award
// list of the desk by tests/edit-dialogs.spec.ts (row 2, row 1, row 2 again on its detailedList page).
test('@organizer generates an award list from the first round’s results; its lines carry the work titles (finding 11)', async ({
  browser,
}) => {
  const season = need(loadSeason(), 'competitionName', 'promotedTeam', 'eliminatedTeam', 'works');
  const { page } = await organiserPage(browser);
  const listName = `${season.competitionName} 获奖名单 ${tag()}`;
  await page.goto('/competitionReward/list');
  await button(page, '新增').click();
  const adding = page.getByRole('dialog', { name: '新建获奖名单' });
  await choose(selectOf(adding, '竞赛'), season.competitionName, {
    search: season.competitionName.slice(-6),
  });
  await adding.getByLabel('获奖名单', { exact: true }).fill(listName);
  await button(adding, '确定').click();
  await expect(adding).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: listName });
  await expect(row).toBeVisible();

  // The competition's award levels: a first and a second prize.
  await button(row, '奖项设置').click();
  const levels = page.getByRole('dialog', { name: '奖项设置' });
  await expect(levels.locator('.ant-list')).toBeVisible();
  for (const level of ['一等奖', '二等奖']) {
    const line = levels.locator('.ant-list-item').filter({ hasText: new RegExp(`^${level}`) });
    // Levels belong to the competition: another list of it may have added them already.
    if ((await line.count()) > 0) continue;
    await choose(levels.getByRole('combobox', { name: '奖项类型' }), level, { search: false });
    await button(levels, '添加奖项').click();
    await expect(line).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(levels).toHaveCount(0);

  await row.getByRole('link', { name: '获奖名单' }).click();
  await expect(page).toHaveURL(/\/competitionReward\/detailedList\?listId=/);
  const listId = new URL(page.url()).searchParams.get('listId')!;
  // Opened from its address alone (a shared link): the page learns the competition from the list.
  const listPath = `/competitionReward/detailedList?listId=${encodeURIComponent(listId)}`;
  await page.goto(listPath);
  const openFill = async () => {
    await button(page, '按评审成绩生成').click();
    const dialog = page.getByRole('dialog', { name: '按评审成绩生成' });
    await choose(dialog.getByRole('combobox', { name: '评审阶段' }), FIRST_ROUND, { search: false });
    await dialog.getByRole('spinbutton', { name: '一等奖' }).fill('1');
    await dialog.getByRole('spinbutton', { name: '二等奖' }).fill('1');
    await button(dialog, '预览').click();
    await expect(dialog.getByText('新增 2 · 更新 0 · 移除 0 · 不变 0 · 已发证保留 0')).toBeVisible();
    return dialog;
  };
  // The first round's review is still open: the preview warns before anything is written.
  const early = await openFill();
  await expect(early.getByTestId('fill-review-warning')).toContainText('本阶段的评审尚未结束');
  await expect(button(early, '仍然写入')).toBeVisible();
  await keepScreenshot(page, 'season-award-fill-warning-1440-zh');
  await button(early, '取消').click();

  // The organiser closes the review on its distribution page (confirmed), so no expert can score any more.
  await page.goto('/review/distribution');
  await pickStage(page, season.competitionName, FIRST_ROUND);
  const state = page.getByTestId('review-state');
  await expect(state).toContainText('评审进行中');
  await expect(state).toContainText('已提交 4 / 4 份评分，0 份未提交');
  await button(state, '结束评审').click();
  const confirmClose = page.getByRole('dialog').filter({ hasText: '结束本阶段的评审？' });
  // Closing moves the public review end to now: the question says so before it happens.
  await expect(confirmClose).toContainText('评审截止时间将改为现在');
  await button(confirmClose, '结束评审').click();
  await success(page, '评审已结束');
  await expect(state).toContainText('评审已结束');
  await expect(button(state, '重新开放评审')).toBeVisible();
  await keepScreenshot(page, 'season-review-closed-1440-zh', { fullPage: true });

  await page.goto(listPath);
  const fill = await openFill();
  await expect(fill.getByTestId('fill-review-warning')).toHaveCount(0);
  await button(fill, '写入名单').click();
  // Written: the dialog closes and says how many lines it wrote.
  await success(page, '已写入获奖名单 2 条（新增 2，更新 0，移除 0）');
  await expect(fill).toHaveCount(0);
  const lines = page.locator('.ant-table-row');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: season.promotedTeam })).toContainText('一等奖');
  await expect(lines.filter({ hasText: season.eliminatedTeam })).toContainText('二等奖');
  // Lines generated from results carry the work titles (finding 11).
  for (const [team, title] of Object.entries(season.works))
    await expect(lines.filter({ hasText: team })).toContainText(title);
  await keepScreenshot(page, 'season-award-lines-1440-zh', { fullPage: true });
  await page.context().close();
  saveSeason({
    awardListName: listName,
    awardListId: listId,
    awardListPath: listPath,
  });
});

test('@organizer @admin certificates designed, checked by a second person and sent', async ({ browser }) => {
  test.setTimeout(180_000);
  const season = need(loadSeason(), 'awardListName');
  const { page } = await organiserPage(browser);
  await page.goto('/certificate/make');
  await page.getByTestId('template-awardWinner').click({ timeout: 60_000 });
  await page.waitForURL(/designId=/);
  await expect(page.getByTestId('save-status')).toHaveText(/已保存/);
  // The season's organiser has not set a seal: the designer says the certificates would carry 样章.
  await expect(page.getByTestId('specimen-seal-warning')).toContainText('样章');
  await keepScreenshot(page, 'season-certificate-design-1440-zh');
  await page.getByTestId('make-batch').click();
  const modal = page.getByRole('dialog', { name: '发放证书：选择获奖名单' });
  const picker = selectOf(modal, '获奖名单');
  await picker.click();
  await picker.pressSequentially(season.awardListName.slice(-10));
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: `${season.awardListName} · ` })
    .click();
  await expect(modal).toContainText('2 条获奖记录');
  await modal.getByLabel('证书', { exact: true }).fill(season.awardListName);
  await button(modal, '提交审核').click();
  await expect(page.getByText('证书批次已提交审核')).toBeVisible();

  // A second person checks it.
  const checker = await openPage(browser);
  await actFor(checker, 'admin', ORGANISER);
  await checker.goto('/certificate/check');
  const pending = checker.getByRole('row').filter({ hasText: season.awardListName });
  await expect(pending).toContainText('待审核', { timeout: 60_000 });
  await button(pending, '审核通过').click();
  // Told first that the certificates would print the demo seal.
  await button(checker.getByRole('dialog').filter({ hasText: '样章' }), '仍然通过').click();
  await expect(pending).toHaveCount(0);
  await checker.context().close();

  await page.goto('/certificate/send');
  const row = page.getByRole('row').filter({ hasText: season.awardListName });
  await expect(row).toContainText('已审核', { timeout: 60_000 });
  await button(row, '发放').click();
  await button(page.getByRole('dialog').filter({ hasText: '样章' }), '仍然发放').click();
  const bar = row.getByRole('progressbar', { name: '发放进度' });
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  await expect(row).toContainText('已发放');
  await page.context().close();
});

test('@student a winner downloads the certificate on a phone; @visitor verifies its QR', async ({
  browser,
}) => {
  const season = need(loadSeason(), 'promotedTeam');
  const { person, english } = captainOf(season.promotedTeam);
  const phone = await openPage(browser, { phone: true, language: english ? 'en' : 'zh-cn' });
  await loginByApi(phone, person.username, person.password);
  await phone.goto('/center/reward');
  const item = phone.locator('.ant-list-item[data-cert-no]').first();
  await expect(item).toBeVisible({ timeout: 60_000 });
  const certNo = (await item.getAttribute('data-cert-no'))!;
  await expectFitsPhone(phone, 'my awards');
  await keepScreenshot(phone, `season-reward-375-${english ? 'en' : 'zh'}`, { fullPage: true });
  const [download] = await Promise.all([
    phone.waitForEvent('download'),
    item.getByRole('button', { name: english ? /PDF/ : /下载 PDF/ }).click(),
  ]);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await phone.context().close();

  // The QR's address, as the desk lists it; a visitor on a phone opens it.
  const { page, headers } = await organiserPage(browser);
  const issued = await apiCall<PageResult<IssuedRow>>(
    page.request,
    headers,
    `${CertificateApi.issuedPage}?certNo=${encodeURIComponent(certNo)}`,
  );
  const traceUrl = issued.rows.find((r) => r.certNo === certNo)!.traceUrl;
  await page.context().close();
  const visitor = await openPage(browser, { phone: true });
  const qr = new URL(traceUrl);
  await visitor.goto(`${qr.pathname}${qr.search}`);
  await expect(visitor.getByText('证书真实有效')).toBeVisible({ timeout: 60_000 });
  await expect(visitor.getByText(certNo)).toBeVisible();
  await expectFitsPhone(visitor, 'certificate check');
  await keepScreenshot(visitor, 'season-certificate-verified-375-zh', { fullPage: true });
  await visitor.context().close();
});

test('@organizer removing an item that has sign-ups is refused clearly, not a server error (finding 13)', async ({
  browser,
}) => {
  const season = need(loadSeason(), 'competitionId', 'teamName');
  const { page } = await organiserPage(browser);
  const itemsPage = `/competition/enrollSet?competitionId=${season.competitionId}`;
  await page.goto(itemsPage);
  const items = card(page, '赛项');
  await expect(items.getByPlaceholder('名称').nth(0)).toHaveValue(ITEM);
  await items.getByRole('img', { name: 'remove' }).nth(0).click();
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && /item/i.test(r.url()));
  await button(items, '保存').click();
  // Refused with a message, never a 500; the sign-ups keep their item. Last in the season: a wrong answer
  // here cannot take the other steps' item away.
  expect((await saved).status()).toBeLessThan(500);
  await page.goto(itemsPage);
  await expect(card(page, '赛项').getByPlaceholder('名称').nth(0)).toHaveValue(ITEM);
  await page.context().close();
});
