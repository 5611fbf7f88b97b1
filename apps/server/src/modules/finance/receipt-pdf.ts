import PDFDocument from 'pdfkit';
import type { OrderRow } from '@podium/contracts';
import { yuanOf } from './providers/amounts.ts';

/** The certificates' heiti (WenQuanYi Zen Hei, Debian fonts-wqy-zenhei), found where they find it. */
const FONT_FILE = `${process.env.CERT_FONT_DIR || '/usr/share/fonts/truetype'}/wqy/wqy-zenhei.ttc`;
const FONT_FACE = 'WenQuanYiZenHei';

const beijing = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ') : '—';

const PROVIDER_NAMES: Record<string, string> = {
  demo: '演示支付 Demo',
  alipay: '支付宝 Alipay',
  transfer: '银行转账 Bank transfer',
  discount: '优惠全免 Discounted to 0',
};

/**
 * The payment receipt (支付凭证) of a paid order, A5, both languages: who paid what for which sign-ups,
 * when and how, what was refunded. Not an invoice (发票): it says so. pdfkit, as the certificates use,
 * with the same Chinese font; the whole PDF is built in memory (one page, a few KB).
 */
export const renderReceiptPdf = async (order: OrderRow): Promise<Buffer> => {
  const doc = new PDFDocument({ size: 'A5', margin: 40, info: { Title: `Receipt ${order.orderNo}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.registerFont('zh', FONT_FILE, FONT_FACE);
  doc.font('zh');
  doc.fontSize(18).text('支付凭证  Payment receipt', { align: 'center' });
  doc
    .moveDown(0.3)
    .fontSize(9)
    .fillColor('#666')
    .text('本凭证不作为发票使用 · This receipt is not an invoice', {
      align: 'center',
    });
  doc.moveDown(1).fillColor('#000').fontSize(10);
  const row = (label: string, value: string) => doc.text(`${label}：${value}`).moveDown(0.2);
  row('订单号 Order', order.orderNo);
  // A school's order names the school (for its reimbursement) and the person who placed it.
  if (order.payerSchool) {
    row('付款单位 Payer', order.payerSchool);
    row('经办人 Placed by', order.payerName);
  } else row('付款人 Payer', order.payerName);
  row('竞赛 Competition', order.competitionName);
  row('支付方式 Paid with', PROVIDER_NAMES[order.provider ?? ''] ?? order.provider ?? '—');
  row('支付时间 Paid at (UTC+8)', beijing(order.paidAt));
  doc.moveDown(0.6).fontSize(11).text('报名 Sign-ups').fontSize(10);
  for (const line of order.lines)
    row(
      `  ${line.description}${line.quantity > 1 ? ` × ${line.quantity}` : ''}`,
      `¥${yuanOf(line.amountFen)}`,
    );
  if (order.discountFen > 0) row('优惠 Discount', `−¥${yuanOf(order.discountFen)}`);
  doc.moveDown(0.4).fontSize(12);
  row('实付 Paid', `¥${yuanOf(order.paidFen)}`);
  if (order.refundedFen > 0) row('已退 Refunded', `¥${yuanOf(order.refundedFen)}`);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
};
