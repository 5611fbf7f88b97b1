import { defineMessages, registerFieldLabels } from '../../platform/messages.ts';

export const subscriptionMessages = defineMessages({
  unknownTopic: { zh: '未知的订阅主题：{topic}', en: 'Unknown subscription topic: {topic}' },
});

registerFieldLabels({
  topics: { zh: '订阅主题', en: 'topics' },
  channels: { zh: '通知渠道', en: 'channels' },
  unread: { zh: '未读', en: 'unread' },
});
