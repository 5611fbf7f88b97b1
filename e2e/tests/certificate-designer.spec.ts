// The certificate designer: an organiser starts from the award-winner template, adds a text, drags it,
// undoes the drag, binds it to a dynamic-data code, saves, reloads and finds it all persisted.
// Screenshots at 1440 px in both languages and at 375 px (notice + read-only preview).
import { expect as baseExpect, test, type Browser, type Locator, type Page } from '../support/test.ts';
import { API_BASE, ApiPath, type Envelope, type GroupSelection } from '@podium/contracts';
import { selectOf } from '../support/antd.ts';
import { expectNoHorizontalOverflow, expectTableColumnsReachable } from '../support/layout-checks.ts';
import { loginByApi } from '../support/auth.ts';
import { keepScreenshot } from '../support/paths.ts';
import { EXTENDED } from '../support/extended.ts';

const desktop = { width: 1440, height: 900 };
/** Desk pages load their chunks, the menu and the design on first visit; the shared 2-core machine is slow at times. */
const expect = baseExpect.configure({ timeout: 20_000 });

const newPage = async (browser: Browser, viewport = desktop, language = 'zh-CN') => {
  const page = await (await browser.newContext({ viewport, locale: language })).newPage();
  const token = await loginByApi(page, 'organizer');
  // Act for the organising committee, as the group picker would.
  const response = await page.request.get(`${API_BASE}${ApiPath.groupSelect}`, {
    headers: { authorization: token },
  });
  const { data: groups } = (await response.json()) as Envelope<GroupSelection[]>;
  const group = groups.find((g) => g.groupName === '全国大学生创新竞赛组委会');
  expect(group).toBeDefined();
  await page.evaluate(
    ([lang, groupId]) => {
      localStorage.setItem('language', lang);
      localStorage.setItem('groupId', groupId);
    },
    [language === 'en' ? 'en' : 'zh-CN', group!.groupId] as const,
  );
  return page;
};

const leftTop = async (element: Locator) =>
  element.evaluate((el) => ({
    left: parseFloat((el as HTMLElement).style.left),
    top: parseFloat((el as HTMLElement).style.top),
  }));

async function openEditorFromTemplate(page: Page): Promise<string> {
  await page.goto('/certificate/make');
  await page.getByTestId('template-awardWinner').click({ timeout: 30_000 });
  await page.waitForURL(/designId=/);
  await expect(page.getByTestId('certificate-canvas')).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText(/已保存|Saved/);
  return new URL(page.url()).searchParams.get('designId')!;
}

test.describe.serial('certificate designer', () => {
  // Four desk journeys on a shared 2-core machine: generous, as the other long journeys are.
  test.describe.configure({ timeout: 240_000 });
  let designUrl = '';

  test('@organizer designs from the award-winner template and the design persists', async ({ browser }) => {
    const page = await newPage(browser);
    await openEditorFromTemplate(page);
    designUrl = page.url();
    const canvas = page.getByTestId('certificate-canvas');
    const before = await canvas.locator('.cd-element').count();
    expect(before).toBeGreaterThan(3);

    // Add a text: it appears selected, with the editor defaults.
    await page.getByTestId('add-text').click();
    await expect(canvas.locator('.cd-element')).toHaveCount(before + 1);
    const added = canvas.locator('.cd-element.is-selected');
    await expect(added).toHaveCount(1);
    const id = await added.getAttribute('data-element-id');
    const element = canvas.locator(`[data-element-id="${id}"]`);
    await expect(canvas.getByText('请输入文字')).toBeVisible();

    // Drag it: one gesture, one undo step.
    const start = await leftTop(element);
    const box = (await element.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++)
      await page.mouse.move(box.x + box.width / 2 + i * 20, box.y + box.height / 2 + i * 9);
    await page.mouse.up();
    const moved = await leftTop(element);
    expect(moved.left).toBeGreaterThan(start.left + 100);
    expect(moved.top).toBeGreaterThan(start.top + 40);

    await page.keyboard.press('Control+z');
    await expect.poll(() => leftTop(element)).toEqual(start);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(async () => (await leftTop(element)).left).toBeGreaterThan(start.left + 100);

    // A fixed text may label a value (left off certificates where it is empty); binding drops that.
    const labelSelect = selectOf(page, '作为标签');
    await labelSelect.click();
    await labelSelect.pressSequentially('指导教师');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle('指导教师', { exact: true })
      .click();
    await expect(page.getByText('所关联的数据为空时（如没有指导教师），这段文字不印在证书上')).toBeVisible();

    // Bind the text to the students code: the canvas shows its placeholder.
    const codeSelect = selectOf(page, '动态数据');
    await codeSelect.click();
    await codeSelect.pressSequentially('学生姓名');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle('学生姓名', { exact: true })
      .click();
    await expect(canvas.getByText('【学生姓名】')).toBeVisible();
    await expect(selectOf(page, '作为标签')).toHaveCount(0);

    await page.getByTestId('save-now').click();
    await expect(page.getByTestId('save-status')).toHaveText('已保存');
    await keepScreenshot(page, 'certificate-designer-1440-zh', { fullPage: true });

    // Reload: the same design comes back with the bound, moved text.
    await page.reload();
    // A full reload fetches the menu, the chunks and the design again; the shared machine is slow at times.
    await expect(canvas.locator('.cd-element')).toHaveCount(before + 1, { timeout: 30_000 });
    await expect(canvas.getByText('【学生姓名】')).toBeVisible();
    expect((await leftTop(canvas.locator(`[data-element-id="${id}"]`))).left).toBeCloseTo(moved.left, 0);

    // Preview with sample winner data: the code is filled, the placeholder gone.
    await page.getByTestId('open-preview').click();
    const preview = page.getByTestId('certificate-preview');
    await expect(preview.getByText('李明、王芳、陈晨').first()).toBeVisible();
    await expect(preview.getByText('【学生姓名】')).toHaveCount(0);
    await keepScreenshot(page, 'certificate-designer-preview');
  });

  test(
    '@organizer sees the designer in English and the template library list',
    { tag: EXTENDED },
    async ({ browser }) => {
      const page = await newPage(browser, desktop, 'en');
      await page.goto(designUrl);
      await expect(page.getByRole('toolbar', { name: 'Editing toolbar' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Undo (Ctrl+Z)' })).toBeVisible();
      await page.getByTestId('certificate-canvas').locator('.cd-element').nth(3).click();
      await expect(page.getByText('Dynamic data')).toBeVisible();
      await keepScreenshot(page, 'certificate-designer-1440-en', { fullPage: true });
      await page.goto('/certificate/list');
      await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
      await keepScreenshot(page, 'certificate-list-1440-en', { fullPage: true });
    },
  );

  test('@organizer on a phone gets a notice and a read-only preview', async ({ browser }) => {
    const page = await newPage(browser, { width: 375, height: 812 });
    await page.goto(designUrl);
    await expect(page.getByText('证书设计器需要更宽的屏幕')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('certificate-canvas')).toHaveCount(0);
    await expect(page.locator('.cd-narrow-preview .cd-slide')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'certificate-designer-375', { fullPage: true });
    await page.goto('/certificate/make');
    await expect(page.getByTestId('template-awardWinner')).toBeVisible({ timeout: 30_000 });
    await keepScreenshot(page, 'certificate-make-375', { fullPage: true });
  });

  // The desk walk of layout.spec.ts measures these pages in CI too; this one adds the designer's own widths.
  test(
    '@organizer: the certificate pages fit 375 and 1440 px and every table shows its last column',
    { tag: EXTENDED },
    async ({ browser }) => {
      for (const viewport of [{ width: 375, height: 812 }, desktop]) {
        const page = await newPage(browser, viewport);
        for (const path of ['/certificate/template', '/certificate/list', '/certificate/make']) {
          await page.goto(path);
          await expect(
            page.locator('.ant-table-row, [data-testid="template-awardWinner"]').first(),
          ).toBeVisible();
          await expectNoHorizontalOverflow(page, `${path} at ${viewport.width}`);
          await expectTableColumnsReachable(page, `${path} at ${viewport.width}`);
        }
        await keepScreenshot(page, `certificate-make-${viewport.width}`, { fullPage: true });
        await page.goto('/certificate/template');
        await expect(page.locator('.ant-table-row').first()).toBeVisible();
        await keepScreenshot(page, `certificate-template-${viewport.width}`, { fullPage: true });
        await page.context().close();
      }
    },
  );
});
