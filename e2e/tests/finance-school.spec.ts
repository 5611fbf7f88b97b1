import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test.ts';
import {
  API_BASE,
  CenterApi,
  EnrollApi,
  FinanceApi,
  SchoolApi,
  type Envelope,
  type MyCompetitionRow,
  type OrderRow,
  type PageResult,
  type SchoolPortalRow,
  type SignUpResult,
} from '@podium/contracts';
import { actFor, loginByApi } from '../support/auth.ts';
import { EXTENDED } from '../support/extended.ts';
import { expectNoHorizontalOverflow } from '../support/layout-checks.ts';
import { keepScreenshot } from '../support/paths.ts';
import { samplePdf } from '../support/sample-files.ts';
import { freshStudent } from '../support/students.ts';

const slow = { timeout: 60_000 };
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** A new student of 东海大学 (the `school` account's school) signed up for the paid demo competition. */
const schoolStudentSignedUp = async (page: Page, realName: string, teamName: string) => {
  const student = await freshStudent(page.request, realName);
  const token = await loginByApi(page, student.username, student.password);
  const found = await page.request.get(`${API_BASE}${SchoolApi.portalPage}`, {
    params: { keyword: '东海大学' },
  });
  const donghai = ((await found.json()) as Envelope<PageResult<SchoolPortalRow>>).data.rows[0]!;
  const saved = await page.request.post(`${API_BASE}${CenterApi.profileSave}`, {
    headers: { authorization: token },
    data: { realName, schoolId: donghai.schoolId },
  });
  expect(((await saved.json()) as Envelope<unknown>).code).toBe(0);
  const list = await page.request.get(`${API_BASE}/home/competition/page`, { params: { pageSize: 50 } });
  const competitionId = (
    (await list.json()).data.rows as { competitionId: string; shortName: string }[]
  ).find((r) => r.shortName === '智创大赛')!.competitionId;
  const detail = await page.request.get(`${API_BASE}/home/competition/detail`, { params: { competitionId } });
  const data = (await detail.json()).data as {
    items: { itemId: string }[];
    participantGroups: { groupId: string }[];
  };
  const signUp = await page.request.post(`${API_BASE}${EnrollApi.signUp}`, {
    headers: { authorization: token },
    data: {
      competitionId,
      itemId: data.items[0]!.itemId,
      participantGroupId: data.participantGroups[0]?.groupId,
      teamName,
    },
  });
  const result = ((await signUp.json()) as Envelope<SignUpResult>).data;
  expect(result.status).toBe('awaitingPayment');
  return { ...student, token, teamId: result.teamId };
};

test.describe('finance: a school pays by bank transfer', () => {
  test('@finance a school pays for two teams in one order by transfer; finance confirms; both teams confirmed', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const a = await schoolStudentSignedUp(page, '甲同学', '校付甲队');
    const b = await schoolStudentSignedUp(page, '乙同学', '校付乙队');

    // The school account picks both teams on the order desk: one order, a line per team, at the cashier.
    await page.setViewportSize({ width: 1440, height: 900 });
    await actFor(page, 'school', '东海大学');
    await page.goto('/finance/order');
    await page.getByTestId('school-order').click(slow);
    const dialog = page.getByRole('dialog');
    // The demo season's unpaid teams of the same school wait in another competition: choose this one.
    await dialog.getByRole('combobox').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '智能创新设计大赛' }).click();
    await dialog.getByText('校付甲队').click();
    await dialog.getByText('校付乙队').click();
    await expect(dialog.getByText('合计 ¥200.00')).toBeVisible();
    await dialog.getByRole('button', { name: /生成订单/ }).click();
    await expect(page).toHaveURL(/\/home\/cashier\?orderNo=/, slow);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await expect(page.getByTestId('amount-due')).toHaveText('¥200.00', slow);
    // Where to send the money (the competition's payee), the order number as the note; the school pays.
    const payee = page.getByTestId('transfer-payee');
    await expect(payee.getByText('全国大学生创新竞赛组委会秘书处')).toBeVisible();
    await expect(payee.getByText('6222 0210 0100 8866 123')).toBeVisible();
    await expect(payee.getByText(orderNo)).toBeVisible();
    await expect(page.getByTestId('order-payer-school')).toContainText('东海大学');

    // The voucher: a PDF of the bank's receipt, typed by its content on the server.
    await page
      .getByTestId('transfer-voucher')
      .locator('input[type=file]')
      .setInputFiles({
        name: '回单.pdf',
        mimeType: 'application/pdf',
        buffer: samplePdf('Bank receipt 200.00'),
      });
    await expect(page.getByTestId('transfer-waiting')).toBeVisible(slow);
    // Handed in: no countdown any more — the order waits for finance staff.
    await expect(page.getByTestId('transfer-no-close')).toBeVisible();
    await keepScreenshot(page, 'finance-transfer-payee-1440-zh', { fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await keepScreenshot(page, 'finance-transfer-payee-375-zh', { fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    // Finance staff of the organiser confirm it on the desk.
    await actFor(page, 'organizer', '全国大学生创新竞赛组委会');
    await page.goto('/finance/action?tab=transfers');
    const row = rows(page).filter({ hasText: orderNo });
    await expect(row).toBeVisible(slow);
    await keepScreenshot(page, 'finance-desk-transfers-1440-zh', { fullPage: true });
    await row.getByRole('button', { name: /确认到账/ }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expect(row.getByText('已确认')).toBeVisible(slow);

    // The order is paid once, both teams are confirmed, each captain reads "paid by school".
    const order = await page.request.get(`${API_BASE}${FinanceApi.deskOrders}`, {
      headers: { authorization: await loginByApi(page, 'organizer') },
      params: { keyword: orderNo },
    });
    const [paid] = ((await order.json()) as Envelope<PageResult<OrderRow & { paidBySchool: boolean }>>).data
      .rows;
    expect(paid).toMatchObject({ state: 'paid', paidFen: 20000, provider: 'transfer', paidBySchool: true });
    for (const captain of [a, b]) {
      const mine = await page.request.get(`${API_BASE}${CenterApi.competitions}`, {
        headers: { authorization: captain.token },
      });
      const entry = ((await mine.json()) as Envelope<MyCompetitionRow[]>).data.find(
        (r) => r.teamId === captain.teamId,
      )!;
      expect(entry.status).not.toBe('awaitingPayment');
      expect(entry.paidBySchool).toBe(true);
      expect(entry.actions).not.toContain('pay');
    }
    await loginByApi(page, a.username, a.password);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/center/competition');
    const entry = page.getByTestId('my-competition').filter({ hasText: '校付甲队' }).first();
    await expect(entry.getByTestId('paid-by-school')).toHaveText('学校代缴', slow);
    await expectNoHorizontalOverflow(page, 'my competitions, paid by school');
    await keepScreenshot(page, 'finance-paid-by-school-375-zh', { fullPage: true });
  });

  test('@finance a payer asks for an invoice, finance issues it (number + PDF), the payer downloads it', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const payer = await schoolStudentSignedUp(page, '票同学', '发票测试队');
    const mine = await page.request.get(`${API_BASE}${FinanceApi.myOrders}`, {
      headers: { authorization: payer.token },
    });
    const orderNo = ((await mine.json()) as Envelope<PageResult<OrderRow>>).data.rows[0]!.orderNo;
    const paid = await page.request.post(`${API_BASE}${FinanceApi.demoPay}`, {
      headers: { authorization: payer.token },
      data: { orderNo },
    });
    expect(((await paid.json()) as Envelope<OrderRow>).data.state).toBe('paid');

    // On a phone: my orders → ask for an invoice (the credit code's check character is checked).
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/center/order');
    const order = page.getByTestId('my-order').filter({ hasText: orderNo });
    await order.locator('[data-action="ask-invoice"]').click(slow);
    const ask = page.getByRole('dialog');
    await ask.getByLabel('发票抬头').fill('东海大学');
    await ask.getByLabel('统一社会信用代码').fill('91350100M000100Y44');
    await ask.getByLabel('接收邮箱').fill('piao@donghai.edu.cn');
    await ask.getByRole('button', { name: /提交申请/ }).click();
    await expect(ask.getByText('请输入正确的 18 位统一社会信用代码')).toBeVisible();
    await ask.getByLabel('统一社会信用代码').fill('91350100M000100Y43');
    await ask.getByRole('button', { name: /提交申请/ }).click();
    await expect(order.getByText('发票开具中')).toBeVisible(slow);

    // Finance staff issue it: its number and the PDF.
    await actFor(page, 'organizer', '全国大学生创新竞赛组委会');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/finance/action?tab=invoices');
    const row = rows(page).filter({ hasText: orderNo });
    await row.getByText(/^开\s*具$/).click(slow);
    const issue = page.getByRole('dialog');
    await issue.getByLabel('发票号码').fill('26442000000012345678');
    await issue.locator('input[type=file]').setInputFiles({
      name: '发票.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf('Invoice 26442000000012345678'),
    });
    await issue.getByRole('button', { name: /开\s*具/ }).click();
    await expect(row.getByText('已开具')).toBeVisible(slow);

    // The payer downloads it from my orders.
    await loginByApi(page, payer.username, payer.password);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/center/order');
    const download = page
      .getByTestId('my-order')
      .filter({ hasText: orderNo })
      .locator('[data-action="download-invoice"]');
    await expect(download).toContainText('26442000000012345678', slow);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(
      readFileSync(await file.path())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
    await expectNoHorizontalOverflow(page, 'my orders with an invoice');
    await keepScreenshot(page, 'finance-invoice-issued-375-zh', { fullPage: true });
  });

  test(`@finance ${EXTENDED} desk tabs and the WeChat QR cashier at 1440 and 375 px, zh and en`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await actFor(page, 'organizer', '全国大学生创新竞赛组委会');
    for (const [lang, label] of [
      ['zh-cn', 'zh'],
      ['en', 'en'],
    ] as const) {
      await page.evaluate((l) => localStorage.setItem('language', l), lang);
      for (const width of [1440, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        for (const tab of ['codes', 'invoices', 'reconcile', 'transfers']) {
          await page.goto(`/finance/action?tab=${tab}`);
          await page.waitForLoadState('networkidle');
          await expect(page.locator('.ant-table').first()).toBeVisible(slow);
          await keepScreenshot(page, `finance-desk-${tab}-${width}-${label}`, { fullPage: true });
        }
      }
    }

    // The WeChat cashier: the provider is offered and answers a code (the gateway is WeChat's; here the
    // two calls are answered in the browser, the page itself is the product's).
    const student = await freshStudent(page.request, '微同学');
    const token = await loginByApi(page, student.username, student.password);
    const list = await page.request.get(`${API_BASE}/home/competition/page`, { params: { pageSize: 50 } });
    const competitionId = (
      (await list.json()).data.rows as { competitionId: string; shortName: string }[]
    ).find((r) => r.shortName === '智创大赛')!.competitionId;
    const detail = await page.request.get(`${API_BASE}/home/competition/detail`, {
      params: { competitionId },
    });
    const data = (await detail.json()).data as {
      items: { itemId: string }[];
      participantGroups: { groupId: string }[];
    };
    const signUp = await page.request.post(`${API_BASE}${EnrollApi.signUp}`, {
      headers: { authorization: token },
      data: {
        competitionId,
        itemId: data.items[0]!.itemId,
        participantGroupId: data.participantGroups[0]?.groupId,
        teamName: '微信付款队',
      },
    });
    const orderNo = ((await signUp.json()) as Envelope<SignUpResult>).data.orderNo!;
    await page.route(`**${API_BASE}${FinanceApi.providers}`, (route) =>
      route.fulfill({
        json: {
          code: 0,
          msg: 'ok',
          data: [
            { provider: 'wechat', isDemo: false },
            { provider: 'alipay', isDemo: false },
          ],
        },
      }),
    );
    await page.route(`**${API_BASE}${FinanceApi.wechatPay}`, (route) =>
      route.fulfill({
        json: {
          code: 0,
          msg: 'ok',
          data: { orderNo, amountFen: 10000, qrCode: 'weixin://wxpay/bizpayurl?pr=podium1' },
        },
      }),
    );
    for (const [lang, label] of [
      ['zh-cn', 'zh'],
      ['en', 'en'],
    ] as const) {
      await page.evaluate((l) => localStorage.setItem('language', l), lang);
      for (const width of [1440, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await page.goto(`/home/cashier?orderNo=${orderNo}`);
        await page.getByTestId('pay-wechat').click(slow);
        await expect(page.getByTestId('wechat-qr').locator('canvas, svg')).toBeVisible(slow);
        await expectNoHorizontalOverflow(page, 'WeChat QR cashier');
        await keepScreenshot(page, `finance-wechat-qr-${width}-${label}`, { fullPage: true });
      }
    }
    await page.evaluate(() => localStorage.setItem('language', 'zh-cn'));
  });
});
