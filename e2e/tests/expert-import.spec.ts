// The expert import wizard end to end: the organiser uploads a workbook (built here with exceljs) with two
// good experts and one bad row, checks it, downloads the per-row error workbook (it names the bad row's
// problem), uploads the file again without that row, imports, and finds both experts in the library.
// The imported experts are removed afterwards.
import { expect, test } from '../support/test.ts';
import {
  API_BASE,
  EXPERT_IMPORT_COLUMNS,
  ReviewApi,
  type Envelope,
  type ExpertRow,
  type PageResult,
} from '@podium/contracts';
import ExcelJS from 'exceljs';
import { button } from '../support/antd.ts';
import { actFor } from '../support/auth.ts';
import { EXTENDED } from '../support/extended.ts';

type Row = Partial<Record<(typeof EXPERT_IMPORT_COLUMNS)[number], string>>;

/** A workbook laid out as the template (header row first; the server finds it by its titles). */
async function workbookOf(rows: Row[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('专家');
  sheet.addRow([...EXPERT_IMPORT_COLUMNS]);
  for (const row of rows) sheet.addRow(EXPERT_IMPORT_COLUMNS.map((column) => row[column] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const xlsx = (name: string, buffer: Buffer) => ({
  name,
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer,
});

test(
  '@organizer imports experts: the error workbook names the bad row, the good ones reach the library',
  { tag: EXTENDED },
  async ({ page }) => {
    // Each check parses the upload in a worker thread: slow on a loaded two-core machine.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const headers = await actFor(page, 'organizer', '全国大学生创新竞赛组委会');
    // Unique per run, so the library's duplicate check never meets an earlier run's experts.
    const tag = String(Date.now()).slice(-6);
    const good: Row[] = [
      {
        姓名: `导入甲${tag}`,
        职称: '教授',
        工作单位: '南湖大学',
        专业领域: '人工智能',
        手机号: `139${tag}01`,
      },
      {
        姓名: `导入乙${tag}`,
        职称: '副教授',
        工作单位: '北岭大学',
        专业领域: '数学建模',
        手机号: `139${tag}02`,
      },
    ];
    const bad: Row = { 姓名: `导入丙${tag}`, 工作单位: '西岸学院', 手机号: '123' };

    await page.goto('/expert/library');
    await button(page, '导入').click();
    const wizard = page.getByRole('dialog', { name: '导入专家' });
    await button(wizard, '下一步').click();
    const file = wizard.locator('input[type="file"]');

    // Checked: one problem, on the bad row (sheet row 3 under the header), nothing written.
    await file.setInputFiles(xlsx('experts.xlsx', await workbookOf([good[0]!, bad, good[1]!])));
    await button(wizard, '检查').click();
    await expect(wizard.getByText('共 3 行，2 行可导入，1 处错误')).toBeVisible({ timeout: 30_000 });
    const problem = wizard.locator('.ant-table-row').filter({ hasText: '手机号' });
    await expect(problem).toContainText('请输入正确的手机号');
    await expect(problem.getByRole('cell').first()).toHaveText('3');
    await expect(button(wizard, '下一步')).toBeDisabled();

    // The error workbook: the uploaded rows again, the bad one with its reason in the last column.
    const download = page.waitForEvent('download');
    await button(wizard, '下载错误报告').click();
    const errors = new ExcelJS.Workbook();
    await errors.xlsx.readFile(await (await download).path());
    const sheet = errors.worksheets[0]!;
    const texts: string[][] = [];
    sheet.eachRow((row) => texts.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    const header = texts.findIndex((r) => r[0] === '姓名');
    const reasonAt = texts[header]!.indexOf('错误原因');
    expect(reasonAt).toBeGreaterThan(0);
    const byName = new Map(texts.slice(header + 1).map((r) => [r[0], r[reasonAt] ?? '']));
    expect(byName.get(bad.姓名)).toContain('手机号');
    expect(byName.get(bad.姓名)).toContain('请输入正确的手机号');
    expect(byName.get(good[0]!.姓名)).toBe('');
    expect(byName.get(good[1]!.姓名)).toBe('');

    // The bad row left out, the file checks clean and imports.
    await file.setInputFiles(xlsx('experts-fixed.xlsx', await workbookOf(good)));
    await expect(wizard.getByText('共 3 行，2 行可导入，1 处错误')).toBeHidden();
    await button(wizard, '检查').click();
    await expect(wizard.getByText('共 2 行，2 行可导入，0 处错误')).toBeVisible({ timeout: 30_000 });
    await expect(button(wizard, '下一步')).toBeEnabled();
    await button(wizard, '下一步').click();
    await button(wizard, '导入').click();
    await expect(wizard.getByText('已导入 2 位专家')).toBeVisible({ timeout: 20_000 });
    await button(wizard.locator('.ant-result'), '关闭').click();

    const imported: string[] = [];
    try {
      for (const row of good) {
        await page.goto(`/expert/library?name=${encodeURIComponent(row.姓名!)}`);
        const listed = page.locator('.ant-table-row').filter({ hasText: row.姓名! });
        await expect(listed).toBeVisible({ timeout: 20_000 });
        await expect(listed).toContainText(row.工作单位!);
        const found = (await (
          await page.request.get(`${API_BASE}${ReviewApi.expertPage}`, {
            headers,
            params: { name: row.姓名! },
          })
        ).json()) as Envelope<PageResult<ExpertRow>>;
        imported.push(...found.data.rows.map((r) => r.expertId));
      }
      expect(imported).toHaveLength(2);
      const missing = (await (
        await page.request.get(`${API_BASE}${ReviewApi.expertPage}`, { headers, params: { name: bad.姓名! } })
      ).json()) as Envelope<PageResult<ExpertRow>>;
      expect(missing.data.total).toBe(0);
    } finally {
      for (const expertId of imported)
        await page.request.post(`${API_BASE}${ReviewApi.expertRemove}`, { headers, data: { expertId } });
    }
  },
);
