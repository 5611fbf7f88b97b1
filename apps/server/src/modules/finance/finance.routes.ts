import {
  alipayPayBody,
  wechatPayBody,
  attentionPage,
  attentionQuery,
  attentionResolveBody,
  deskTotalsQuery,
  totalRow,
  billPage,
  deskBillQuery,
  alipayPayResult,
  wechatPayResult,
  deskOrderPage,
  deskOrderQuery,
  demoPayBody,
  envelope,
  FinanceApi,
  myOrderQuery,
  orderForTeamBody,
  orderNoQuery,
  orderPage,
  orderRow,
  providerList,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { sendWorkbook, writeSheet } from '../../platform/excel.ts';
import { langOf } from '../../platform/messages.ts';
import { ok } from '../../platform/reply.ts';
import { labelModuleFields } from '../../platform/validation.ts';
import { z } from 'zod';
import { listAttention, resolveAttention } from './attention-list.ts';
import { financeTotals } from './totals.ts';
import { listBills } from './bill-list.ts';
import { orderForTeam } from './make-order.ts';
import { findMyOrder, listDeskOrders, listMyOrders, presentOrder } from './order-views.ts';
import { payWithAlipay, payWithDemo, payWithWechat } from './pay-order.ts';
import type { Providers } from './providers/index.ts';
import { orderSheetColumns, orderSheetRow } from './order-sheet.ts';

const tags = ['finance'];
const EXPORT_LIMIT = 10_000;

/** The payer's calls (own orders, the cashier) and the desk's order list. */
export const financeRoutes =
  (providers: Providers): ApiModule =>
  async (app, { deps }) => {
    const { db, jobs } = deps;
    labelModuleFields(app, {
      mode: { zh: '支付方式', en: 'payment mode' },
      state: { zh: '订单状态', en: 'order state' },
    });

    app.get(
      FinanceApi.myOrders,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'My orders, newest first',
          querystring: myOrderQuery,
          response: { 200: envelope(orderPage) },
        },
      },
      async (request) => ok(await listMyOrders(db, authOf(request).userId, request.query)),
    );

    app.get(
      FinanceApi.myOrder,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'One of my orders',
          querystring: orderNoQuery,
          response: { 200: envelope(orderRow) },
        },
      },
      async (request) => {
        const order = await findMyOrder(db, authOf(request).userId, request.query.orderNo);
        return ok(await presentOrder(db, order.orderNo));
      },
    );

    app.post(
      FinanceApi.orderForTeam,
      {
        config: { access: 'user', audit: { module: 'finance', action: 'orderForTeam' } },
        schema: {
          tags,
          summary: 'The open order of my sign-up awaiting payment (made when missing)',
          body: orderForTeamBody,
          response: { 200: envelope(orderRow) },
        },
      },
      async (request) => {
        const orderNo = await orderForTeam(db, jobs, authOf(request), request.body.teamId);
        const order = await presentOrder(db, orderNo);
        recordChange(request, { target: orderNo, after: { amountFen: order.amountFen, state: order.state } });
        return ok(order);
      },
    );

    app.get(
      FinanceApi.providers,
      {
        config: { access: 'user' },
        schema: { tags, summary: 'Payment providers on offer', response: { 200: envelope(providerList) } },
      },
      async () => ok([...providers.values()].map((p) => ({ provider: p.name, isDemo: p.isDemo }))),
    );

    app.post(
      FinanceApi.demoPay,
      {
        config: { access: 'user', audit: { module: 'finance', action: 'demoPay' } },
        schema: {
          tags,
          summary: 'Demo cashier: confirm the (simulated) payment of my order',
          body: demoPayBody,
          response: { 200: envelope(orderRow) },
        },
      },
      async (request) => {
        const outcome = await payWithDemo(db, providers, authOf(request).userId, request.body.orderNo);
        const order = await presentOrder(db, request.body.orderNo);
        recordChange(request, {
          target: order.orderNo,
          after: { outcome, amountFen: order.amountFen, state: order.state },
        });
        return ok(order);
      },
    );

    app.post(
      FinanceApi.alipayPay,
      {
        config: { access: 'user', audit: { module: 'finance', action: 'alipayPay' } },
        schema: {
          tags,
          summary: 'Pay my order with Alipay (page on a computer, WAP on a phone, QR)',
          body: alipayPayBody,
          response: { 200: envelope(alipayPayResult) },
        },
      },
      async (request) => {
        const result = await payWithAlipay(db, jobs, providers, authOf(request).userId, request.body);
        recordChange(request, {
          target: result.orderNo,
          after: { amountFen: result.amountFen, mode: request.body.mode ?? 'page' },
        });
        return ok(result);
      },
    );

    app.post(
      FinanceApi.wechatPay,
      {
        config: { access: 'user', audit: { module: 'finance', action: 'wechatPay' } },
        schema: {
          tags,
          summary: 'Pay my order with WeChat Pay (Native QR on a computer, H5 on a phone)',
          body: wechatPayBody,
          response: { 200: envelope(wechatPayResult) },
        },
      },
      async (request) => {
        const result = await payWithWechat(
          db,
          jobs,
          providers,
          authOf(request).userId,
          request.body,
          request.ip,
        );
        recordChange(request, {
          target: result.orderNo,
          after: { amountFen: result.amountFen, mode: request.body.mode ?? 'native' },
        });
        return ok(result);
      },
    );

    app.get(
      FinanceApi.deskOrders,
      {
        config: { access: { permission: 'finance:list' } },
        schema: {
          tags,
          summary: 'Orders in reach, with filters',
          querystring: deskOrderQuery,
          response: { 200: envelope(deskOrderPage) },
        },
      },
      async (request) => ok(await listDeskOrders(db, authOf(request), request.query)),
    );

    app.get(
      FinanceApi.deskOrderExport,
      {
        config: { access: { permission: 'finance:export' }, workbook: true },
        schema: { tags, summary: 'Orders in reach as .xlsx (same filters)', querystring: deskOrderQuery },
      },
      async (request, reply) => {
        const lang = langOf(request.headers['accept-language']);
        const { rows } = await listDeskOrders(db, authOf(request), request.query, EXPORT_LIMIT);
        const content = await writeSheet({
          sheetName: lang === 'en' ? 'Orders' : '订单',
          columns: orderSheetColumns(lang),
          rows: rows.map((row) => orderSheetRow(row, lang)),
        });
        return sendWorkbook(reply, lang === 'en' ? 'orders.xlsx' : '订单.xlsx', content);
      },
    );

    app.get(
      FinanceApi.deskBill,
      {
        config: { access: { permission: 'finance:list' } },
        schema: {
          tags,
          summary: 'Payments and refunds of the orders in reach (the bill list)',
          querystring: deskBillQuery,
          response: { 200: envelope(billPage) },
        },
      },
      async (request) => ok(await listBills(db, authOf(request), request.query)),
    );

    app.get(
      FinanceApi.deskAttention,
      {
        config: { access: { permission: 'finance:action' } },
        schema: {
          tags,
          summary: 'Money for closed or already-paid orders, to be settled by finance staff',
          querystring: attentionQuery,
          response: { 200: envelope(attentionPage) },
        },
      },
      async (request) => ok(await listAttention(db, authOf(request), request.query)),
    );

    app.post(
      FinanceApi.attentionResolve,
      {
        config: {
          access: { permission: 'finance:action' },
          audit: { module: 'finance', action: 'attentionResolve' },
        },
        schema: {
          tags,
          summary: 'Settle a needs-attention entry with a note (what was done with the money)',
          body: attentionResolveBody,
          response: { 200: envelope(z.object({ orderNo: z.string() })) },
        },
      },
      async (request) => {
        const { attentionId, note } = request.body;
        const result = await resolveAttention(db, authOf(request), attentionId, note);
        recordChange(request, { target: result.orderNo, after: { attentionId, resolution: note } });
        return ok(result);
      },
    );

    app.get(
      FinanceApi.deskTotals,
      {
        config: { access: { permission: 'finance:list' } },
        schema: {
          tags,
          summary: 'Money in and out per competition, school or day (orders in reach)',
          querystring: deskTotalsQuery,
          response: { 200: envelope(z.array(totalRow)) },
        },
      },
      async (request) => ok(await financeTotals(db, authOf(request), request.query)),
    );
  };
