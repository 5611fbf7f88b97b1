// The distribution dry run: the organiser asks for one more expert per entry, opens the preview (proposed
// assignments with reasons, loads, the experts who cannot sign in, who can be left out; nothing written
// yet), meets a refusal when the inputs change under the open preview (told once, in the dialog), previews
// again, applies, and sees the new experts on the entries.
// The demo's settings and assignments are put back afterwards. It runs on a 375-px phone in English (the back
// office must stay usable on one) and, as an extended variant, on a desktop in Chinese.
import { expect, test, type Page } from '../support/test.ts';
import {
  API_BASE,
  ApiPath,
  GROUP_HEADER,
  ReviewApi,
  type DistributionRow,
  type Envelope,
  type GroupSelection,
  type PageResult,
  type ReviewSetting,
} from '@podium/contracts';
import { button, choose, selectOf } from '../support/antd.ts';
import { loginByApi } from '../support/auth.ts';
import { EXTENDED } from '../support/extended.ts';
import { keepScreenshot } from '../support/paths.ts';

const COMPETITION = `${new Date().getFullYear() - 1} 高校学生创意设计大赛`;
const STAGE = '作品征集';
const GROUP = '第一评审组';

type Api = {
  get: <T>(path: string, params: Record<string, string>) => Promise<T>;
  post: <T>(path: string, body: unknown) => Promise<T>;
};

/** Signs the organiser in (stored for the page) and returns calls made as them, for setup and restore. */
async function actAsOrganizer(page: Page): Promise<Api> {
  const token = await loginByApi(page, 'organizer');
  const response = await page.request.get(`${API_BASE}${ApiPath.groupSelect}`, {
    headers: { authorization: token },
  });
  const { data: groups } = (await response.json()) as Envelope<GroupSelection[]>;
  const group = groups.find((g) => g.groupName === '全国大学生创新竞赛组委会')!;
  await page.evaluate((groupId) => localStorage.setItem('groupId', groupId), group.groupId);
  const headers = { authorization: token, [GROUP_HEADER]: group.groupId };
  const unwrap = async <T>(res: { json: () => Promise<unknown> }) => {
    const body = (await res.json()) as Envelope<T>;
    expect(body.code, body.msg ?? '').toBe(0);
    return body.data;
  };
  return {
    get: async (path, params) => unwrap(await page.request.get(`${API_BASE}${path}`, { headers, params })),
    post: async (path, body) =>
      unwrap(await page.request.post(`${API_BASE}${path}`, { headers, data: body })),
  };
}

const assignmentIds = (rows: DistributionRow[]) =>
  rows.flatMap((r) => r.assignments.map((a) => a.assignmentId));

/** What the journey reads and clicks, in each language (the app's texts and the server's message). */
const TEXTS = {
  zh: {
    competition: '竞赛',
    stage: '阶段',
    run: '自动分配',
    previewTitle: '自动分配预览',
    proposed: /^拟新增分配（(\d+)）$/,
    load: /负载 \d+\/\d+/,
    apply: '应用分配',
    changed: '分配条件已变化，请重新预览',
    repreview: '重新预览',
    applied: (count: number) => new RegExp(`^已写入 ${count} 条分配`),
    expertGroup: '专家组',
    noAccount: /位专家无法登录评分/,
    leaveOut: '本次分配不含无法登录的专家',
    noAccountTag: '无账号',
  },
  en: {
    competition: 'Competition',
    stage: 'Stage',
    run: 'Distribute',
    previewTitle: 'Distribution preview',
    proposed: /^Proposed assignments \((\d+)\)$/,
    load: /load \d+\/\d+/,
    apply: 'Apply',
    changed: 'The distribution inputs have changed since the preview; preview again',
    repreview: 'Preview again',
    applied: (count: number) => new RegExp(`^${count} assignments written`),
    expertGroup: 'Expert group',
    noAccount: /Experts who cannot sign in to score/,
    leaveOut: 'Leave out experts who cannot sign in',
    noAccountTag: 'No account',
  },
};

const VARIANTS: Array<{
  name: string;
  viewport: { width: number; height: number };
  language: 'zh' | 'en';
  tag: string[];
}> = [
  { name: 'on a 375-px phone in English', viewport: { width: 375, height: 812 }, language: 'en', tag: [] },
  {
    name: 'on a desktop in Chinese',
    viewport: { width: 1440, height: 900 },
    language: 'zh',
    tag: [EXTENDED],
  },
];

for (const variant of VARIANTS)
  test(
    `@organizer previews the distribution, is told once when it went stale, then applies it, ${variant.name}`,
    { tag: variant.tag },
    async ({ browser }) => {
      test.setTimeout(120_000);
      const text = TEXTS[variant.language];
      const phone = variant.viewport.width < 500;
      const context = await browser.newContext({
        viewport: variant.viewport,
        isMobile: phone,
        hasTouch: phone,
      });
      if (variant.language === 'en')
        await context.addInitScript(() => localStorage.setItem('language', 'en'));
      const page = await context.newPage();
      const api = await actAsOrganizer(page);

      await page.goto('/review/distribution');
      const listed = page.waitForRequest((r) => r.url().includes(ReviewApi.distributionList));
      await choose(selectOf(page, text.competition), COMPETITION, { search: '创意设计' });
      await choose(selectOf(page, text.stage), STAGE, { search: false });
      const stageId = new URL((await listed).url()).searchParams.get('stageId')!;
      const list = () =>
        api.get<PageResult<DistributionRow>>(ReviewApi.distributionList, { stageId, pageSize: '50' });
      const before = assignmentIds((await list()).rows);
      const setting = await api.get<ReviewSetting>(ReviewApi.settingGet, { stageId });
      const { reviewStart: _start, reviewEnd: _end, ...saved } = setting;
      const withK = (k: number) => api.post(ReviewApi.settingSave, { ...saved, expertsPerEntry: k });

      try {
        await withK(setting.expertsPerEntry + 1);
        const rows = page.locator('.list-table .ant-table-row');
        await expect(rows.first()).toBeVisible({ timeout: 30_000 });
        const tags = rows.locator('.ant-tag');
        await expect(tags).toHaveCount(before.length);

        // The dry run: proposals with their reasons and each expert's load; nothing is written.
        await button(page, text.run).click();
        const dialog = page.getByRole('dialog').filter({ hasText: text.previewTitle });
        await expect(dialog).toBeVisible({ timeout: 30_000 });
        await expect(dialog.getByText(text.proposed)).toBeVisible();
        await expect(dialog.getByTestId('preview-assignments').getByText(text.load).first()).toBeVisible();
        await expect(dialog.getByTestId('preview-loads').locator('.ant-table-row').first()).toBeVisible();
        await keepScreenshot(page, `distribution-preview-${variant.viewport.width}-${variant.language}`);
        // Experts without an account are named, marked in the loads, and can be left out (a new preview).
        const warning = dialog.getByTestId('experts-without-account');
        await expect(warning.getByText(text.noAccount)).toBeVisible();
        const loads = dialog.getByTestId('preview-loads');
        await expect(loads.getByText(text.noAccountTag).first()).toBeVisible();
        // Controlled by the answer: it shows ticked once the new preview (without them) has arrived.
        await warning.getByRole('checkbox', { name: text.leaveOut }).click();
        await expect(warning.getByRole('checkbox', { name: text.leaveOut })).toBeChecked();
        await expect(loads.getByText(text.noAccountTag)).toHaveCount(0);
        await warning.getByRole('checkbox', { name: text.leaveOut }).click();
        await expect(warning.getByRole('checkbox', { name: text.leaveOut })).not.toBeChecked();
        await expect(loads.getByText(text.noAccountTag).first()).toBeVisible();
        // Each proposal names the expert group the work goes to.
        await expect(dialog.getByTestId('preview-assignments').getByText(GROUP).first()).toBeVisible();
        expect(assignmentIds((await list()).rows)).toEqual(before);

        // The inputs change while the preview is open: the apply is refused, said once, inside the dialog.
        await withK(setting.expertsPerEntry + 2);
        await button(dialog, text.apply).click();
        await expect(dialog.getByText(text.changed)).toBeVisible();
        await expect(page.locator('.ant-message').getByText(text.changed)).toHaveCount(0);
        expect(assignmentIds((await list()).rows)).toEqual(before);

        // Previewed again, it applies; the new experts show on the entries.
        await button(dialog.locator('.ant-modal-footer'), text.repreview).click();
        await expect(dialog.getByText(text.changed)).toHaveCount(0);
        const title = await dialog.getByText(text.proposed).textContent();
        const proposed = Number(text.proposed.exec(title ?? '')![1]);
        expect(proposed).toBeGreaterThan(0);
        await button(dialog, text.apply).click();
        await expect(page.getByText(text.applied(proposed))).toBeVisible({ timeout: 30_000 });
        await expect(dialog).toBeHidden();
        await expect(tags).toHaveCount(before.length + proposed);
        expect(assignmentIds((await list()).rows)).toHaveLength(before.length + proposed);

        // The entries show their expert group, and the list filters by it (kept in the URL).
        await expect(rows.filter({ hasText: GROUP }).first()).toBeVisible();
        await page.getByRole('combobox', { name: text.expertGroup }).click();
        await page
          .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
          .getByTitle(GROUP, { exact: true })
          .click();
        await expect(page).toHaveURL(/dist\.expertGroupId=/);
        await expect(rows.first()).toBeVisible();
        await expect(rows.filter({ hasNotText: GROUP })).toHaveCount(0);
      } finally {
        // Back to the demo: the added (unstarted) assignments withdrawn, k as it was.
        for (const id of assignmentIds((await list()).rows).filter((a) => !before.includes(a)))
          await api.post(ReviewApi.distributionUnassign, { assignmentId: id });
        await api.post(ReviewApi.settingSave, saved);
      }
      expect(assignmentIds((await list()).rows)).toEqual(before);
      if (phone)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await context.close();
    },
  );
