import type { ColumnType } from 'antd/es/table';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import type { TFunction } from 'i18next';
import { formatFen } from './finance-api.ts';

/** A moment as the finance desk lists show it. */
export const formatDeskTime = (v: string) => formatBeijing(v);

/** The name of a payment provider the app knows, or null for another (each list says what then). */
export const providerLabel = (t: TFunction<'finance'>, p: string | null): string | null =>
  p === 'demo' || p === 'alipay' || p === 'wechat' || p === 'transfer' || p === 'discount'
    ? t(`provider.${p}`)
    : null;

/** The right-aligned amount column of a finance desk list, in yuan. */
export const amountColumn = <T extends { amountFen: number }>(t: TFunction<'finance'>): ColumnType<T> => ({
  key: 'amountFen',
  title: t('field.amount'),
  dataIndex: 'amountFen',
  width: 100,
  align: 'right',
  render: (v: number) => formatFen(v),
});
