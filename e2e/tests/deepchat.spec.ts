// deepChat journey: a visitor on a phone asks when sign-up closes for a competition and gets the date
// from the competition's own fields, with a link to the competition that the answer came from.
import { expect, test } from '../support/test.ts';

type Row = { competitionId: string; name: string; shortName: string; signUpEnd: string | null };

/** The date as the assistant writes it: Beijing time, e.g. 2026年12月20日 23:59. */
const beijing = (iso: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}年${Number(parts.month)}月${Number(parts.day)}日 ${parts.hour}:${parts.minute}`;
};

test('@visitor asks deepChat for a sign-up deadline on a phone and follows the source', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const rows = (
    (await (await request.get('/prod-api/home/competition/page?pageSize=20')).json()) as {
      data: { rows: Row[] };
    }
  ).data.rows;
  const competition = rows.find((r) => r.shortName === '智创大赛')!;
  expect(competition.signUpEnd).toBeTruthy();

  const context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/home/homepage');
  await page.getByRole('button', { name: /竞赛智能助手|竞赛智能问答/ }).click();
  await expect(page).toHaveURL(/\/deepChat$/);
  await expect(page).toHaveTitle(/竞赛智能问答/);

  await page.getByRole('textbox').fill(`${competition.shortName}的报名截止时间是什么时候？`);
  await page.getByRole('button', { name: /发送/ }).click();
  const answer = page.getByTestId('chat-answer').last();
  await expect(answer).toContainText(`报名截止时间是${beijing(competition.signUpEnd!)}`);
  // Unnamed, "when does sign-up close" is answered for the competitions open now (never an ended one).
  await page.getByRole('textbox').fill('报名什么时候截止？');
  await page.getByRole('button', { name: /发送/ }).click();
  const general = page.getByTestId('chat-answer').last();
  await expect(general).toContainText(`报名截止时间是${beijing(competition.signUpEnd!)}`);
  await expect(general).not.toContainText('创意设计');
  await page.getByRole('textbox').fill(`${competition.shortName}的报名费是多少？`);
  await page.getByRole('button', { name: /发送/ }).click();
  await expect(page.getByTestId('chat-answer').last()).toContainText('报名费：');
  const source = answer.getByRole('link', { name: competition.name });
  await expect(source).toBeVisible();
  await source.click();
  await expect(page).toHaveURL(
    new RegExp(`/home/competition/details\\?competitionId=${competition.competitionId}`),
  );
  await context.close();
});
