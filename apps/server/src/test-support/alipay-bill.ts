import JSZip from 'jszip';

/**
 * GBK bytes of a text, for tests only (Node decodes GBK but does not encode it): each character's
 * two-byte code is found by decoding the GBK code space once. ASCII passes through.
 */
let table: Map<string, Buffer> | undefined;
const gbkTable = () => {
  if (table) return table;
  table = new Map();
  const decoder = new TextDecoder('gbk');
  for (let hi = 0x81; hi <= 0xfe; hi++)
    for (let lo = 0x40; lo <= 0xfe; lo++) {
      if (lo === 0x7f) continue;
      const bytes = Buffer.from([hi, lo]);
      const ch = decoder.decode(bytes);
      if (ch.length === 1 && ch !== '\uFFFD' && !table.has(ch)) table.set(ch, bytes);
    }
  return table;
};
export const encodeGbk = (text: string) =>
  Buffer.concat(
    Array.from(text).map((ch) => (ch.charCodeAt(0) < 0x80 ? Buffer.from(ch, 'latin1') : gbkTable().get(ch)!)),
  );

export type BillEntry = {
  type: '交易' | '退款';
  tradeNo: string;
  orderNo: string;
  /** As Alipay writes it: "100.00", a refund "-30.00". */
  amount: string;
  requestNo?: string;
};

/**
 * Alipay's trade bill as it downloads: a zip with the detail CSV and the summary CSV, both GBK, comment
 * lines starting with `#`, cells padded with a tab as Alipay does.
 */
export const alipayBillZip = async (day: string, entries: BillEntry[]) => {
  const header =
    '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注';
  const rows = entries.map((e) =>
    [
      `${e.tradeNo}\t`,
      `${e.orderNo}\t`,
      e.type,
      '智创大赛 报名费',
      `${day} 10:00:00`,
      `${day} 10:00:05`,
      '',
      '',
      '',
      '',
      'stu***@example.com',
      e.amount,
      e.amount,
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '',
      '0.00',
      '0.00',
      `${e.requestNo ?? ''}\t`,
      '0.00',
      '0.00',
      '',
    ].join(','),
  );
  const detail = [
    '#支付宝业务明细查询',
    '#账号：[20880000000000010156]',
    `#起始日期：[${day} 00:00:00]   终止日期：[${day} 23:59:59]`,
    '#-----------------------------------------业务明细列表----------------------------------------',
    header,
    ...rows,
    '#-----------------------------------------业务明细列表结束------------------------------------',
    `#交易合计：${entries.length}笔`,
    '#导出时间：[2026-11-27 09:00:00]',
  ].join('\r\n');
  const zip = new JSZip();
  const stem = `20880000000000010156_${day.replaceAll('-', '')}`;
  zip.file(`${stem}_业务明细.csv`, encodeGbk(detail));
  zip.file(`${stem}_业务明细(汇总).csv`, encodeGbk('#支付宝业务汇总查询\r\n'));
  return zip.generateAsync({ type: 'nodebuffer' });
};
