// What the organiser sees is what the winner gets: an organiser builds a certificate from a template and
// previews it; the designer's preview, drawn in the PDF's own fonts, matches the PDF the issuing renderer
// draws (pdftoppm + pixelmatch). Issuing it (make → check → send on the desk pages, the student's
// download, the visitor's check) is certificate-issue.spec.ts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, test } from '../support/test.ts';
import { API_BASE, CertificateApi } from '@podium/contracts';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { actFor } from '../support/auth.ts';
import { screenshotPath } from '../support/paths.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
const desktop = { width: 1440, height: 900 };

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

test('@organizer the designer preview of a template matches the issued renderer’s PDF', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext({ viewport: desktop, locale: 'zh-CN' })).newPage();
  const organizer = await actFor(page, 'organizer', '全国大学生创新竞赛组委会');

  // The designer's fonts and their advance widths (it lays text out with the PDF's own measure).
  const fontCalls: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.includes('/certificate/font/')) fontCalls.push(`${path.split('/').pop()} ${response.status()}`);
  });

  // Build from the award-winner template and preview it with winner data.
  await page.goto('/certificate/make');
  await page.getByTestId('template-awardWinner').click({ timeout: 30_000 });
  await page.waitForURL(/designId=/);
  const designId = new URL(page.url()).searchParams.get('designId')!;
  await expect(page.getByTestId('save-status')).toHaveText(/已保存/);
  await page.getByTestId('open-preview').click();
  const slide = page.getByTestId('certificate-preview').locator('.cd-slide');
  await expect(slide.getByText('李明、王芳、陈晨').first()).toBeVisible();
  // The designer draws with the PDF's own fonts, fetched as subsets of the characters shown.
  await expect(slide).toHaveAttribute('data-fonts', 'ready');
  await page.evaluate(() => document.fonts.ready);
  expect(fontCalls).toContain('subset 200');
  expect(fontCalls).toContain('metrics 200');
  expect(fontCalls.filter((call) => !call.endsWith(' 200'))).toEqual([]);
  // The SVG artwork's text too (the seal): each SVG image shows a copy with the PDF's default font embedded.
  const svgCopies = slide.locator('img[src^="blob:"]');
  await expect(svgCopies.first()).toBeVisible();
  await expect
    .poll(() =>
      svgCopies.evaluateAll((images) =>
        images.every(
          (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
  const shot = PNG.sync.read(await slide.screenshot({ path: screenshotPath('certificate-preview-dom') }));
  const slideBox = (await slide.boundingBox())!;
  // The QR differs by design (a placeholder in the browser, a signed code in the PDF): left out.
  const qrBox = (await slide.locator('img[data-src*="qr-placeholder"]').boundingBox())!;

  // The exact PDF of the issuing renderer for the same design, rasterised by poppler at the same width.
  const pdfResponse = await page.request.post(`${API_BASE}${CertificateApi.previewPdf}`, {
    headers: organizer,
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
    // Same fonts on both sides, the seal's SVG text included (measured 0 %).
    expect(share, 'designer preview and PDF differ beyond the tolerance').toBeLessThan(0.0025);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  await page.context().close();
});
