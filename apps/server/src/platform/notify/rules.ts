import type { Db } from '../db.ts';
import type { NotifyEventMap, NotifyEventType, Notice } from './event-types.ts';

/** Decides, from the event's data read in the dispatcher's transaction, who hears of it and what they read. */
export type NotifyRule<T extends NotifyEventType> = (context: {
  tx: Db;
  data: NotifyEventMap[T];
  actorId: number | null;
}) => Promise<Notice[]>;

const rules = new Map<string, NotifyRule<NotifyEventType>>();

/** One rule per event type, declared at module load by the area that owns the data. */
export const defineNotifyRule = <T extends NotifyEventType>(type: T, rule: NotifyRule<T>) => {
  if (rules.has(type)) throw new Error(`notify rule ${type} defined twice`);
  rules.set(type, rule as unknown as NotifyRule<NotifyEventType>);
};

export const notifyRule = (type: string) => rules.get(type);
