import type { Db } from '../db.ts';
import type { NotifyEventMap, NotifyEventType, Notice } from './event-types.ts';

/** Decides, from the event's data read in the dispatcher's transaction, who hears of it and what they read. */
export type NotifyRule<T extends NotifyEventType> = (context: {
  tx: Db;
  data: NotifyEventMap[T];
  actorId: number | null;
}) => Promise<Notice[]>;

/**
 * The same for many events of one type at once: the notices of each event, in the events' order. For
 * events that come in floods (a sign-up surge), where reading each event's rows on its own cost the
 * database more than the sign-ups themselves.
 */
export type NotifyBatchRule<T extends NotifyEventType> = (context: {
  tx: Db;
  events: { data: NotifyEventMap[T]; actorId: number | null }[];
}) => Promise<Notice[][]>;

const rules = new Map<string, NotifyBatchRule<NotifyEventType>>();

const register = (type: string, rule: NotifyBatchRule<NotifyEventType>) => {
  if (rules.has(type)) throw new Error(`notify rule ${type} defined twice`);
  rules.set(type, rule);
};

/** One rule per event type, declared at module load by the area that owns the data. */
export const defineNotifyRule = <T extends NotifyEventType>(type: T, rule: NotifyRule<T>) =>
  register(type, async ({ tx, events }) => {
    const out: Notice[][] = [];
    for (const event of events)
      out.push(await (rule as unknown as NotifyRule<NotifyEventType>)({ tx, ...event }));
    return out;
  });

/** A rule that reads for all the batch's events of its type together (see `NotifyBatchRule`). */
export const defineNotifyBatchRule = <T extends NotifyEventType>(type: T, rule: NotifyBatchRule<T>) =>
  register(type, rule as unknown as NotifyBatchRule<NotifyEventType>);

export const notifyRule = (type: string) => rules.get(type);
