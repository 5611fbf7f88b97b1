/** Subscriptions (issue 3). Paths, schemas and types of this domain live here. */
import { z } from 'zod';
import { DictType } from './dictionary.ts';
import { pageQuery } from './envelope.ts';

export const SubscriptionApi = {
  messagePage: '/sys/subscribe/message/page',
  messageDelete: '/sys/subscribe/message/delete',
  detail: '/sys/user/subscribe/detail',
  save: '/sys/user/subscribe/save',
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
  /** Topics one may choose from (dictionary sys_subscribe_topic), labelled in the caller's language. */
  topicOptions: z.array(subscribeTopicOption),
});
export type SubscribeDetail = z.infer<typeof subscribeDetail>;

export const subscribeSaveBody = z.strictObject({
  topics: z.array(z.string().min(1).max(64)).max(50),
  channels: z.array(subscribeChannel).max(3),
});
export type SubscribeSaveBody = z.infer<typeof subscribeSaveBody>;
