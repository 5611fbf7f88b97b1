/**
 * Notifications, one piece for every area. Public API:
 *
 * - `emitEvent(tx, {type, data, actorId})` in the change's own transaction (typed by `NotifyEventMap`).
 * - `defineNotifyRule(type, rule)` at module load: who hears of it, in which topic, zh/en wording, link
 *   (`defineNotifyBatchRule` for events that come in floods: one read for a batch's events of the type).
 * - The runner (bootstrap starts it with the jobs) dispatches the outbox into inbox messages and e-mail
 *   deliveries exactly once, sends mail with retries, and tells open bells (`inboxChannel`).
 */
export { emitEvent, emitEvents } from './emit.ts';
export { defineNotifyBatchRule, defineNotifyRule, type NotifyBatchRule, type NotifyRule } from './rules.ts';
export type {
  Bilingual,
  Notice,
  NotifyEvent,
  NotifyEventMap,
  NotifyEventType,
  NotifyTopic,
} from './event-types.ts';
export { createForegroundLoad, type ForegroundLoad } from './foreground.ts';
export { createNotifyRunner, inboxChannel, type NotifyRunner } from './runner.ts';
export { createSmtpNotifyMailer, renderMail, type NotifyMailer } from './mail.ts';
export { createTencentSmsSender, type SmsMessage, type SmsSender } from './sms.ts';
export { unsubscribeSignatureHolds, unsubscribeUrl } from './unsubscribe-link.ts';
export { holdersOf } from './holders.ts';
export { issueStreamTicket, readStreamTicket } from './stream-ticket.ts';
export { scanDeadlines } from './deadline-scan.ts';
export { DIGEST_HOUR, sendDailyDigest } from './digest.ts';
