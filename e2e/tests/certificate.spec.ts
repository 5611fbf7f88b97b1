// Certificates end to end: an organiser builds a certificate from a template and previews it; the
// designer's preview matches the PDF the issuing renderer draws (pdftoppm + pixelmatch); the design is
// sent to an award list (make → check by another person → send, through the API); a student downloads
// theirs; a visitor opens the QR's URL and sees it verified, and an altered code is refused.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  API_BASE,
  ApiPath,
  CertificateApi,
  GROUP_HEADER,
  type Envelope,
  type GroupSelection,
} from '@podium/contracts';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { loginByApi } from '../support/auth.ts';
import { screenshotPath } from '../support/paths.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
const desktop = { width: 1440, height: 900 };

type Api = { token: string; groupId: string };
const call = async <T>(
  request: APIRequestContext,
  as: Api,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> => {
  const response = await request.fetch(`${API_BASE}${path}`, {
    method,
    headers: { authorization: as.token, [GROUP_HEADER]: as.groupId },
    ...(body === undefined ? {} : { data: body }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(0);
  return envelope.data;
};

/** Signs in as a demo account acting for the organising committee (as the group picker would). */
const signIn = async (page: Page, username: string): Promise<Api> => {
  const token = await loginByApi(page, username);
  const response = await page.request.get(`${API_BASE}${ApiPath.groupSelect}`, {
    headers: { authorization: token },
  });
  const { data: groups } = (await response.json()) as Envelope<GroupSelection[]>;
  const group = groups.find((g) => g.groupName === '全国大学生创新竞赛组委会') ?? groups[0]!;
  await page.evaluate((groupId) => localStorage.setItem('groupId', groupId), group.groupId);
  return { token, groupId: group.groupId };
};

/** A PNG scaled down by `factor` (box average): glyph hinting differs, placement must not. */
const shrink = (png: PNG, factor: number) => {
  const out = new PNG({ width: Math.floor(png.width / factor), height: Math.floor(png.height / factor) });
  for (let y = 0; y < out.height; y++)
    for (let x = 0; x < out.width; x++)
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (let dy = 0; dy < factor; dy++)
          for (let dx = 0; dx < factor; dx++)
            sum += png.data[((y * factor + dy) * png.width + x * factor + dx) * 4 + c]!;
        out.data[(y * out.width + x) * 4 + c] = Math.round(sum / factor / factor);
      }
  return out;
};

test('@organizer @student @visitor a certificate from template to a verified download', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await (await browser.newContext({ viewport: desktop, locale: 'zh-CN' })).newPage();
  const organizer = await signIn(page, 'organizer');

  // Build from the award-winner template and preview it with winner data.
  await page.goto('/certificate/make');
  await page.getByTestId('template-awardWinner').click({ timeout: 30_000 });
  await page.waitForURL(/designId=/);
  const designId = new URL(page.url()).searchParams.get('designId')!;
  await expect(page.getByTestId('save-status')).toHaveText(/已保存/);
  await page.getByTestId('open-preview').click();
  const slide = page.getByTestId('certificate-preview').locator('.cd-slide');
  await expect(slide.getByText('李明、王芳、陈晨').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const shot = PNG.sync.read(await slide.screenshot({ path: screenshotPath('certificate-preview-dom') }));
  const slideBox = (await slide.boundingBox())!;
  // The QR differs by design (a placeholder in the browser, a signed code in the PDF): left out.
  const qrBox = (await slide.locator('img[src*="qr-placeholder"]').boundingBox())!;

  // The exact PDF of the issuing renderer for the same design, rasterised by poppler at the same width.
  const pdfResponse = await page.request.post(`${API_BASE}${CertificateApi.previewPdf}`, {
    headers: { authorization: organizer.token, [GROUP_HEADER]: organizer.groupId },
    data: { designId },
  });
  expect(pdfResponse.headers()['content-type']).toContain('pdf');
  const dir = mkdtempSync(join(tmpdir(), 'cert-e2e-'));
  try {
    writeFileSync(join(dir, 'preview.pdf'), await pdfResponse.body());
    execFileSync('pdftoppm', [
      '-png',
      '-singlefile',
      '-scale-to-x',
      String(shot.width),
      '-scale-to-y',
      String(shot.height),
      join(dir, 'preview.pdf'),
      join(dir, 'pdf'),
    ]);
    const pdfPng = PNG.sync.read(readFileSync(join(dir, 'pdf.png')));
    const factor = 4;
    const [a, b] = [shrink(shot, factor), shrink(pdfPng, factor)];
    const ratio = shot.width / slideBox.width;
    for (const png of [a, b]) {
      const x0 = Math.floor(((qrBox.x - slideBox.x) * ratio) / factor) - 1;
      const y0 = Math.floor(((qrBox.y - slideBox.y) * ratio) / factor) - 1;
      const x1 = Math.ceil(((qrBox.x + qrBox.width - slideBox.x) * ratio) / factor) + 1;
      const y1 = Math.ceil(((qrBox.y + qrBox.height - slideBox.y) * ratio) / factor) + 1;
      for (let y = Math.max(0, y0); y < Math.min(png.height, y1); y++)
        for (let x = Math.max(0, x0); x < Math.min(png.width, x1); x++)
          png.data.fill(255, (y * png.width + x) * 4, (y * png.width + x) * 4 + 4);
    }
    const diff = new PNG({ width: a.width, height: a.height });
    const differing = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.25 });
    writeFileSync(screenshotPath('certificate-preview-diff'), PNG.sync.write(diff));
    writeFileSync(screenshotPath('certificate-preview-pdf'), PNG.sync.write(pdfPng));
    const share = differing / (a.width * a.height);
    console.log(`designer preview vs issued-renderer PDF: ${(share * 100).toFixed(2)}% of pixels differ`);
    expect(share, 'designer preview and PDF differ beyond the tolerance').toBeLessThan(0.01);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // Send it to an award list naming `student`: make → check (admin, not the maker) → send.
  const competitions = await call<{ rows: { competitionId: string; shortName: string }[] }>(
    page.request,
    organizer,
    'GET',
    '/competition/info/page?pageSize=50',
  );
  const competitionId = competitions.rows.find((r) => r.shortName === '智创大赛')!.competitionId;
  const { levelId } = await call<{ levelId: string }>(
    page.request,
    organizer,
    'POST',
    '/competitionReward/level/save',
    { competitionId, kind: 'first' },
  );
  const listName = `证书旅程 ${Date.now()}`;
  const { listId } = await call<{ listId: string }>(
    page.request,
    organizer,
    'POST',
    '/competitionReward/list/save',
    { competitionId, name: listName },
  );
  await call(page.request, organizer, 'POST', '/competitionReward/detailedList/save', {
    listId,
    levelId,
    username: 'student',
    workName: '旅程作品',
  });
  const { batchId } = await call<{ batchId: string }>(
    page.request,
    organizer,
    'POST',
    CertificateApi.batchSave,
    {
      listId,
      title: listName,
      designId,
    },
  );
  await call(page.request, organizer, 'POST', CertificateApi.submitCheck, { batchId });
  const adminPage = await (await browser.newContext()).newPage();
  const admin = { ...(await signIn(adminPage, 'admin')), groupId: organizer.groupId };
  await call(adminPage.request, admin, 'POST', CertificateApi.check, { batchId, approved: true });
  await adminPage.context().close();
  const { jobId } = await call<{ jobId: string }>(page.request, organizer, 'POST', CertificateApi.send, {
    batchId,
  });
  await expect
    .poll(
      async () =>
        (await call<{ status: string }>(page.request, organizer, 'GET', `/common/job/${jobId}`)).status,
      {
        timeout: 120_000,
      },
    )
    .toBe('done');
  const issued = await call<{ rows: { certNo: string; traceUrl: string }[] }>(
    page.request,
    organizer,
    'GET',
    `${CertificateApi.issuedPage}?batchId=${batchId}`,
  );
  expect(issued.rows).toHaveLength(1);
  const { certNo, traceUrl } = issued.rows[0]!;

  // The student downloads theirs from the user centre.
  const studentPage = await (await browser.newContext({ viewport: desktop, locale: 'zh-CN' })).newPage();
  await loginByApi(studentPage, 'student');
  await studentPage.goto('/center/reward');
  const row = studentPage.locator(`.ant-list-item[data-cert-no="${certNo}"]`);
  await expect(row).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    studentPage.waitForEvent('download'),
    row.getByRole('button', { name: '下载 PDF' }).click(),
  ]);
  const saved = readFileSync((await download.path())!);
  expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
  await studentPage.screenshot({ path: screenshotPath('certificate-center-reward'), fullPage: true });
  await studentPage.context().close();

  // A visitor scans the QR: the record is verified; an altered code is refused.
  const visitor = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  const qr = new URL(traceUrl);
  await visitor.goto(`${qr.pathname}${qr.search}`);
  await expect(visitor.getByText('证书真实有效')).toBeVisible({ timeout: 30_000 });
  await expect(visitor.getByText(certNo)).toBeVisible();
  await visitor.screenshot({ path: screenshotPath('certificate-trace-375'), fullPage: true });
  const code = qr.searchParams.get('code')!;
  qr.searchParams.set('code', `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`);
  await visitor.goto(`${qr.pathname}${qr.search}`);
  await expect(visitor.getByText('证书无效')).toBeVisible({ timeout: 30_000 });
  await expect(visitor.getByText(certNo)).toHaveCount(0);
  await visitor.context().close();
  await page.context().close();
});
