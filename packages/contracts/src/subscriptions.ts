/** Subscriptions (issue 3). Paths, schemas and types of this domain live here. */
import { z } from 'zod';
import { DictType } from './dictionary.ts';
import { pageQuery } from './envelope.ts';

export const SubscriptionApi = {
  messagePage: '/sys/subscribe/message/page',
  messageDelete: '/sys/subscribe/message/delete',
  detail: '/sys/user/subscribe/detail',
  save: '/sys/user/subscribe/save',
  /** The bell: unread count, mark read, and the live stream that says "count again". */
  unreadCount: '/sys/subscribe/message/unread/count',
  messageRead: '/sys/subscribe/message/read',
  stream: '/sys/notify/stream',
  /** A one-minute ticket to open the stream with an EventSource (which cannot send the bearer header). */
  streamTicket: '/sys/notify/stream/ticket',
  /** Administrators: e-mail deliveries given up after their retries, and sending them again. */
  failedPage: '/sys/notify/failed/page',
  failedRetry: '/sys/notify/failed/retry',
  /** One-click unsubscribe from a mail (signed link; RFC 8058 POST, or a confirmation page on GET). */
  unsubscribe: '/sys/notify/unsubscribe',
} as const;

/** Dictionary type listing the topics one may subscribe to. */
export const SUBSCRIBE_TOPIC_DICT = DictType.subscribeTopic;
export const SUBSCRIBE_CHANNELS = ['site', 'email', 'sms'] as const;
export const subscribeChannel = z.enum(SUBSCRIBE_CHANNELS);

export const messagePageQuery = pageQuery.extend({
  /** 'true' or '1': only messages not read yet. */
  unread: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  /** Only this topic (competition, review, certificate, news, security). */
  topic: z.string().min(1).max(64).optional(),
});
export type MessagePageQuery = z.infer<typeof messagePageQuery>;

export const subscribeMessage = z.object({
  messageId: z.string(),
  topic: z.string(),
  title: z.string(),
  content: z.string(),
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type SubscribeMessage = z.infer<typeof subscribeMessage>;

export const messageDeleteBody = z.strictObject({ ids: z.array(z.string().min(1)).min(1).max(500) });
export const messageDeleteResult = z.object({ deleted: z.number().int() });

export const subscribeTopicOption = z.object({ value: z.string(), label: z.string() });
export const subscribeDetail = z.object({
  topics: z.array(z.string()),
  channels: z.array(z.string()),
  /** E-mail as one daily digest instead of one mail per notice (security notices still go at once). */
  digest: z.boolean(),
  /** Topics one may choose from (dictionary sys_subscribe_topic), labelled in the caller's language. */
  topicOptions: z.array(subscribeTopicOption),
});
export type SubscribeDetail = z.infer<typeof subscribeDetail>;

export const subscribeSaveBody = z.strictObject({
  topics: z.array(z.string().min(1).max(64)).max(50),
  channels: z.array(subscribeChannel).max(3),
  /** Omitted: the saved choice stays. */
  digest: z.boolean().optional(),
});
export type SubscribeSaveBody = z.infer<typeof subscribeSaveBody>;

export const unreadCountResult = z.object({ unread: z.number().int() });
/** Marks the listed messages read, or all of mine with `all: true`. */
export const messageReadBody = z.strictObject({
  ids: z.array(z.string().min(1)).max(500).optional(),
  all: z.boolean().optional(),
});
export const messageReadResult = z.object({ read: z.number().int() });

export const failedDelivery = z.object({
  deliveryId: z.string(),
  channel: z.string(),
  topic: z.string(),
  /** The address, masked (a@b.c → a***@b.c). */
  address: z.string(),
  title: z.string(),
  attempts: z.number().int(),
  lastError: z.string(),
  createdAt: z.string(),
});
export type FailedDelivery = z.infer<typeof failedDelivery>;
export const NOTIFY_CHANNELS = ['email', 'sms'] as const;
/** The failed list's filters: one channel, one topic. */
export const failedPageQuery = pageQuery.extend({
  channel: z.enum(NOTIFY_CHANNELS).optional(),
  topic: z.string().min(1).max(64).optional(),
});
export type FailedPageQuery = z.infer<typeof failedPageQuery>;
export const failedRetryBody = z.strictObject({ ids: z.array(z.string().min(1)).min(1).max(500) });
export const failedRetryResult = z.object({ retried: z.number().int() });
export const unsubscribeQuery = z.object({
  u: z.string().min(1).max(64),
  topic: z.string().min(1).max(64),
  sig: z.string().min(1).max(128),
});
export const streamTicketResult = z.object({ ticket: z.string() });
export const streamQuery = z.object({ ticket: z.string().min(1).max(200) });
