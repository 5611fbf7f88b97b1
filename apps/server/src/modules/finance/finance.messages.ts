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
  schoolPays: {
    zh: '该报名由学校统一缴费，您无需支付；如有疑问请联系学校老师',
    en: 'Your school pays for this sign-up in its own order; there is nothing for you to pay',
  },
  notCaptain: { zh: '只有队长可以为队伍缴费', en: 'Only the captain pays for the team' },
  notRefundable: {
    zh: '该订单未支付或已全额退款，无法退款',
    en: 'This order is not paid, or fully refunded',
  },
  refundProviderOff: {
    zh: '该订单的付款渠道在本平台未启用，无法原路退款；请启用该支付方式后再退款',
    en: 'This order was paid through a payment method not set up here, so it cannot be refunded the way it came; set that method up first',
  },
  lineNotFound: { zh: '订单中没有这一项', en: 'This order has no such line' },
  overRefund: {
    zh: '退款金额超过可退金额（该项剩余可退 {left} 分）',
    en: 'The refund exceeds what is left to refund ({left} fen on this line)',
  },
  refundNotFound: { zh: '退款不存在', en: 'The refund does not exist' },
  refundNotInReach: {
    zh: '只有比赛主办方的财务人员可以办理退款',
    en: "Only the competition organiser's finance staff handle refunds",
  },
  selfApproval: {
    zh: '退款需由申请人以外的另一位财务人员审批',
    en: 'Another finance person than the requester must approve this refund',
  },
  refundDecided: { zh: '该退款已处理，无需重复操作', en: 'This refund has already been decided' },
  refundNotRetryable: {
    zh: '只有正在退款中的申请可以重试',
    en: 'Only a refund in progress can be retried',
  },
  refundedLeft: {
    zh: '报名费已全额退还，报名已取消',
    en: 'The fee was refunded in full; the sign-up was withdrawn',
  },
  voucherInvalid: {
    zh: '请先上传转账凭证（图片或 PDF）',
    en: 'Upload the transfer voucher (an image or a PDF) first',
  },
  transferNoPayee: {
    zh: '主办方未提供银行转账收款账户，请选择其他支付方式或联系主办方',
    en: 'The organiser has given no bank account for transfers: choose another way to pay or ask the organiser',
  },
  voucherWaiting: {
    zh: '已有转账凭证等待财务确认，请勿重复提交',
    en: 'A transfer voucher is already waiting for finance staff',
  },
  voucherNotFound: { zh: '转账凭证不存在', en: 'The transfer voucher does not exist' },
  voucherDecided: { zh: '该转账凭证已处理', en: 'This transfer voucher has already been decided' },
  notSchool: {
    zh: '只有学校账号可以为本校队伍统一缴费',
    en: "Only a school account pays for its school's teams",
  },
  teamsNotPayable: {
    zh: '所选队伍中有不属于本校或无需缴费的队伍',
    en: "Some of the chosen teams are not your school's or have nothing to pay",
  },
  attentionNotFound: { zh: '待处理记录不存在', en: 'The needs-attention entry does not exist' },
  attentionResolved: { zh: '该记录已处理', en: 'This entry has already been resolved' },
  discountNotFound: {
    zh: '优惠码无效，请检查后重新输入',
    en: 'This discount code is not valid; check it and try again',
  },
  discountExpired: { zh: '优惠码已过期', en: 'This discount code has expired' },
  discountUsedUp: { zh: '优惠码已被用完', en: 'This discount code has been used up' },
  discountTwice: {
    zh: '该订单已使用过优惠码，每个订单只能使用一次',
    en: 'This order already has a discount code; one per order',
  },
  discountCodeExists: {
    zh: '本比赛已有相同的优惠码',
    en: 'This competition already has this discount code',
  },
  discountCodeNotFound: { zh: '优惠码不存在', en: 'The discount code does not exist' },
  financeNotInReach: {
    zh: '只有比赛主办方的财务人员可以办理',
    en: "Only the competition organiser's finance staff can do this",
  },
  waiverShared: {
    zh: '该报名在包含其他队伍的订单中，请先让付款方取消该订单',
    en: 'This sign-up is on an order with other teams; the payer must cancel that order first',
  },
  invoiceNotPaid: {
    zh: '只有已支付的订单可以申请发票',
    en: 'An invoice can only be asked for a paid order',
  },
  invoiceExists: { zh: '该订单已申请过发票', en: 'An invoice was already asked for this order' },
  invoiceNotFound: { zh: '发票申请不存在', en: 'The invoice request does not exist' },
  invoiceIssued: { zh: '该发票已开具', en: 'This invoice has already been issued' },
  invoiceFileInvalid: {
    zh: '请先上传发票文件（PDF 或 OFD）',
    en: 'Upload the invoice file (a PDF or an OFD) first',
  },
  receiptNotPaid: { zh: '订单支付后才能下载收据', en: 'A receipt is given once the order is paid' },
  paymentTimeout: {
    zh: '未在缴费时限内完成缴费，报名已取消',
    en: 'The fee was not paid in time; the sign-up was cancelled',
  },
});

registerFieldLabels({
  orderNo: { zh: '订单号', en: 'order number' },
  lineId: { zh: '退款项', en: 'line' },
  amountFen: { zh: '金额', en: 'amount' },
  reason: { zh: '原因', en: 'reason' },
  refundId: { zh: '退款', en: 'refund' },
  fileId: { zh: '文件', en: 'file' },
  transferId: { zh: '转账凭证', en: 'transfer voucher' },
  attentionId: { zh: '待处理记录', en: 'needs-attention entry' },
  maxUses: { zh: '可用次数', en: 'number of uses' },
});
