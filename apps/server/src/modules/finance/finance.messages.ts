import { defineMessages, registerFieldLabels } from '../../platform/messages.ts';

/** Every refusal of the finance area, in both languages (the web shows them as they come). */
export const financeMessages = defineMessages({
  orderNotFound: { zh: '订单不存在', en: 'The order does not exist' },
  orderNotYours: { zh: '这不是你的订单', en: 'This order is not yours' },
  alreadyPaid: { zh: '订单已支付，无需重复支付', en: 'This order is already paid' },
  orderClosed: { zh: '订单已关闭，请重新报名', en: 'This order is closed; sign up again' },
  windowClosed: { zh: '缴费时间已截止', en: 'The payment window has closed' },
  amountMismatch: { zh: '支付金额与订单金额不符', en: 'The amount paid does not match the order' },
  providerNotConfigured: {
    zh: '该支付方式未启用，请联系主办方',
    en: 'This payment method is not set up; contact the organiser',
  },
  providerFailed: {
    zh: '支付渠道暂时无法处理，请稍后再试',
    en: 'The payment provider could not handle this now; try again later',
  },
  teamNotFound: { zh: '报名不存在', en: 'The sign-up does not exist' },
  teamNotAwaiting: { zh: '该报名无需缴费', en: 'This sign-up has nothing to pay' },
  notCaptain: { zh: '只有队长可以为队伍缴费', en: 'Only the captain pays for the team' },
  paymentTimeout: {
    zh: '未在缴费时限内完成缴费，报名已取消',
    en: 'The fee was not paid in time; the sign-up was cancelled',
  },
});

registerFieldLabels({
  orderNo: { zh: '订单号', en: 'order number' },
});
