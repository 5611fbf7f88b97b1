// Preview with a real winner: an organiser opens a certificate made from the award-winner template,
// picks a demo winner in the designer's "real winner" picker, sees her name on the canvas, and downloads
// the PDF she would get — its text (pdftotext) names her. The design made here is removed afterwards.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '../support/test.ts';
import {
  API_BASE,
  ApiPath,
  CertificateDesignApi,
  GROUP_HEADER,
  type Envelope,
  type GroupSelection,
} from '@podium/contracts';
import { loginByApi } from '../support/auth.ts';
import { keepScreenshot } from '../support/paths.ts';
import { EXTENDED } from '../support/extended.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
/** A demo winner of the finished competition's award list (a compound surname, rare in fonts). */
const WINNER = '欧阳娜娜';

type Session = { page: Page; token: string; groupId: string };
const signIn = async (browser: Browser, viewport: { width: number; height: number }, language: string) => {
  const page = await (
    await browser.newContext({ viewport, locale: language, acceptDownloads: true })
  ).newPage();
  const token = await loginByApi(page, 'organizer');
  const response = await page.request.get(`${API_BASE}${ApiPath.groupSelect}`, {
    headers: { authorization: token },
  });
  const { data: groups } = (await response.json()) as Envelope<GroupSelection[]>;
  const group = groups.find((g) => g.groupName === '全国大学生创新竞赛组委会')!;
  await page.evaluate(
    ([lang, groupId]) => {
      localStorage.setItem('language', lang);
      localStorage.setItem('groupId', groupId);
    },
    [language === 'en' ? 'en' : 'zh-CN', group.groupId] as const,
  );
  return { page, token, groupId: group.groupId } satisfies Session;
};

/** Picks the demo winner in the picker (typing searches the award lines on the server). */
const pickWinner = async (page: Page) => {
  const picker = page.getByTestId('winner-picker').getByRole('combobox').first();
  await picker.click();
  await picker.pressSequentially(WINNER);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByText(new RegExp(`^${WINNER} · `))
    .first()
    .click();
  await expect(page.getByTestId('winner-cert-no')).toBeVisible();
};

test.describe.serial('certificate preview with a real winner', () => {
  test.describe.configure({ timeout: 180_000 });

  test(
    '@organizer picks a demo winner, sees her name, downloads the PDF she would get',
    { tag: EXTENDED },
    async ({ browser }) => {
      const session = await signIn(browser, { width: 1440, height: 900 }, 'zh-CN');
      const { page } = session;
      let designId = '';
      try {
        await page.goto('/certificate/make');
        await page.getByTestId('template-awardWinner').click({ timeout: 30_000 });
        await page.waitForURL(/designId=/);
        designId = new URL(page.url()).searchParams.get('designId')!;
        const canvas = page.getByTestId('certificate-canvas');
        await expect(canvas).toBeVisible();
        await expect(canvas.getByText(WINNER)).toHaveCount(0);

        await pickWinner(page);
        // The canvas's dynamic codes now show her values (the students line names her).
        await expect(canvas.getByText(WINNER, { exact: false }).first()).toBeVisible();
        await keepScreenshot(page, 'certificate-winner-preview-1440-zh', { fullPage: true });

        const downloading = page.waitForEvent('download');
        await page.getByTestId('winner-download').click();
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(/\.pdf$/);
        const dir = mkdtempSync(join(tmpdir(), 'winner-preview-'));
        try {
          const file = join(dir, 'preview.pdf');
          await download.saveAs(file);
          const text = execFileSync('pdftotext', [file, '-']).toString();
          expect(text).toContain(WINNER);
          // The sample number shown in the designer is the one printed.
          const certNo = (await page.getByTestId('winner-cert-no').innerText()).split(/\s+/).pop()!;
          expect(text.replace(/\s+/g, '')).toContain(certNo.replace(/^C\d+-/, ''));
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }

        // Back to the sample: her name leaves the canvas.
        await page.getByTestId('winner-clear').click();
        await expect(canvas.getByText(WINNER, { exact: false })).toHaveCount(0);
      } finally {
        if (designId) {
          await page.request.post(`${API_BASE}${CertificateDesignApi.remove}`, {
            headers: { authorization: session.token, [GROUP_HEADER]: session.groupId },
            data: { designId },
          });
        }
        await page.context().close();
      }
    },
  );
});
