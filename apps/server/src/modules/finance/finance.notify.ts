import { eq } from 'drizzle-orm';
import { competitions, financeOrders, financeRefunds } from '../../db/schema/index.ts';
import { defineNotifyRule } from '../../platform/notify/index.ts';

const yuan = (fen: number) => (fen / 100).toFixed(2);

// The payer hears that their money arrived (their sign-ups are confirmed with it), and nobody else.
defineNotifyRule('payment.orderPaid', async ({ tx, data }) => {
  const [order] = await tx
    .select({
      orderNo: financeOrders.orderNo,
      payerId: financeOrders.payerId,
      amountFen: financeOrders.amountFen,
      competition: competitions.name,
    })
    .from(financeOrders)
    .innerJoin(competitions, eq(competitions.id, financeOrders.competitionId))
    .where(eq(financeOrders.id, data.orderId));
  if (!order) return [];
  return [
    {
      userIds: [order.payerId],
      topic: 'payment',
      title: { zh: '缴费成功', en: 'Payment received' },
      body: {
        zh: `订单 ${order.orderNo}（${order.competition}）已收到 ¥${yuan(order.amountFen)}，相关报名已确认。`,
        en: `Order ${order.orderNo} (${order.competition}): ¥${yuan(order.amountFen)} received; its sign-ups are confirmed.`,
      },
      link: '/center/order',
    },
  ];
});

// The payer hears how the refund ended: the money went back, or the provider refused it (with its reason).
defineNotifyRule('payment.refundFinished', async ({ tx, data }) => {
  const [refund] = await tx
    .select({
      state: financeRefunds.state,
      amountFen: financeRefunds.amountFen,
      failReason: financeRefunds.failReason,
      orderNo: financeOrders.orderNo,
      payerId: financeOrders.payerId,
    })
    .from(financeRefunds)
    .innerJoin(financeOrders, eq(financeOrders.id, financeRefunds.orderId))
    .where(eq(financeRefunds.id, data.refundId));
  if (!refund || (refund.state !== 'succeeded' && refund.state !== 'failed')) return [];
  const amount = `¥${yuan(refund.amountFen)}`;
  const done = refund.state === 'succeeded';
  return [
    {
      userIds: [refund.payerId],
      topic: 'payment',
      title: done ? { zh: '退款已完成', en: 'Refund completed' } : { zh: '退款未成功', en: 'Refund failed' },
      body: done
        ? {
            zh: `订单 ${refund.orderNo} 的 ${amount} 已原路退回。`,
            en: `${amount} of order ${refund.orderNo} went back the way it was paid.`,
          }
        : {
            zh: `订单 ${refund.orderNo} 的 ${amount} 退款未成功：${refund.failReason || '未说明'}。财务人员会跟进处理。`,
            en: `The refund of ${amount} on order ${refund.orderNo} failed: ${refund.failReason || 'no reason given'}. Finance staff will follow it up.`,
          },
      link: '/center/order',
    },
  ];
});
