import { randomInt } from 'node:crypto';

/**
 * An order number: `PD`, the Beijing date and time to the second, six random digits (24 characters,
 * within Alipay's 64 for `out_trade_no`). Unique in the table; readable on a phone call.
 */
export const newOrderNo = (now = new Date()) => {
  const beijing = new Date(now.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `PD${beijing}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
};
