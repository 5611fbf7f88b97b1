import { defineMessages, registerFieldLabels } from '../../platform/messages.ts';

export const notificationMessages = defineMessages({
  badUnsubscribeLink: {
    zh: '退订链接无效或已过期，请在个人中心的订阅设置中修改',
    en: 'This unsubscribe link is not valid; change your subscriptions in your user centre',
  },
});

registerFieldLabels({
  sig: { zh: '签名', en: 'signature' },
  u: { zh: '用户', en: 'user' },
});
