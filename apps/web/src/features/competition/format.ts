import { feeOfChoice, type PortalCompetitionDetail } from '@podium/contracts';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import { DATE_FORMAT, type DateFormat } from '../../i18n/date-formats.ts';

/** A window as "2026-05-01 – 2026-05-31" (always with the year); an open end shows as "…". */
export const formatWindow = (start: string | null, end: string | null, format: DateFormat = DATE_FORMAT) =>
  start || end
    ? `${start ? formatBeijing(start, format) : '…'} – ${end ? formatBeijing(end, format) : '…'}`
    : '';

/** Fen (分) as yuan with two decimals. */
export const fenToYuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * The lowest and highest fee (fen) a sign-up can be charged: every event × participant group choice
 * priced as the server prices it (`feeOfChoice`), so the details page never promises the default alone.
 */
export const feeSpan = (
  detail: Pick<PortalCompetitionDetail, 'feeFen' | 'fees' | 'items' | 'participantGroups'>,
) => {
  const groups: (string | null)[] = detail.participantGroups.length
    ? detail.participantGroups.map((g) => g.groupId)
    : [null];
  const items: (string | null)[] = detail.items.length ? detail.items.map((i) => i.itemId) : [null];
  const fees = items.flatMap((item) =>
    groups.map((group) => feeOfChoice(detail.fees, detail.feeFen, item, group)),
  );
  return { min: Math.min(...fees), max: Math.max(...fees) };
};
