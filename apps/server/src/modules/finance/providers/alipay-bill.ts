import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { fenOf } from './amounts.ts';
import type { BillLine } from './provider.ts';

/** Columns of Alipay's trade detail bill (业务明细) by their header text. */
const COLUMNS = {
  tradeNo: '支付宝交易号',
  orderNo: '商户订单号',
  type: '业务类型',
  amount: '订单金额（元）',
  requestNo: '退款批次号/请求号',
} as const;

/** Alipay pads cells with tabs and spaces (so spreadsheets keep long numbers as text). */
const clean = (value: unknown) =>
  String(value ?? '')
    .replace(/[\t\s]+/g, ' ')
    .trim();

/** A yuan amount as the bill writes it ("100.00", "-30.00") → fen, sign dropped (the type says which way). */
const billFen = (yuan: string) => fenOf(yuan.replace(/^-/, ''));

/**
 * Alipay's bill (the zip behind `bill_download_url`): the detail CSV, in GBK, its comment lines starting
 * with `#`. Decoded with Node's own GBK decoder (full ICU), parsed as CSV by exceljs (already used for
 * every spreadsheet) with values kept as text; each trade (交易) or refund (退款) line becomes a bill line.
 */
export const parseAlipayBill = async (zipBytes: Buffer): Promise<BillLine[]> => {
  const zip = await JSZip.loadAsync(zipBytes);
  const detail = Object.values(zip.files).find((f) => !f.dir && /业务明细\.csv$/.test(f.name));
  if (!detail) throw new Error('alipay bill: no detail csv in the zip');
  const text = new TextDecoder('gbk').decode(await detail.async('uint8array'));
  const body = text
    .split(/\r?\n/)
    .filter((line) => line.trim() && !line.startsWith('#'))
    .join('\n');
  const workbook = new ExcelJS.Workbook();
  const sheet = await workbook.csv.read(Readable.from([body]), { map: (value: unknown) => value });
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(clean)));
  const [header, ...lines] = rows;
  if (!header) return [];
  const at = (name: string) => header.indexOf(name);
  const index = Object.fromEntries(Object.entries(COLUMNS).map(([k, v]) => [k, at(v)])) as Record<
    keyof typeof COLUMNS,
    number
  >;
  if (Object.values(index).some((i) => i < 0)) throw new Error('alipay bill: unexpected columns');
  const out: BillLine[] = [];
  for (const cells of lines) {
    const type = cells[index.type] ?? '';
    const amountFen = billFen(cells[index.amount] ?? '');
    if (amountFen === undefined) continue;
    const orderNo = cells[index.orderNo] ?? '';
    if (type === '交易')
      out.push({ kind: 'payment', reference: cells[index.tradeNo] ?? '', orderNo, amountFen });
    else if (type === '退款')
      out.push({ kind: 'refund', reference: cells[index.requestNo] ?? '', orderNo, amountFen });
  }
  return out;
};
