import type { notifications as zh } from '../zh-CN/notifications.ts';
import type { English } from '../english.ts';

export const notifications: English<typeof zh> = {
  bell: 'Notifications',
  bellUnread: 'Notifications, {{count}} unread',
  title: 'Messages',
  all: 'All',
  unreadOnly: 'Unread only',
  markAllRead: 'Mark all read',
  markRead: 'Mark read',
  remove: 'Delete',
  open: 'Open',
  empty: 'No messages',
  loadFailed: 'Could not load messages',
  topics: {
    competition: 'Competitions',
    review: 'Review',
    certificate: 'Certificates',
    news: 'News',
    payment: 'Payments',
    summary: 'Reporting',
    security: 'Account security',
    digest: 'Daily digest',
  },
  failed: {
    message: 'Notification',
    channel: 'Channel',
    channels: { email: 'E-mail', sms: 'SMS' },
    topic: 'Topic',
    address: 'Address',
    attempts: 'Attempts',
    lastError: 'Last error',
    createdAt: 'Created',
    retry: 'Send again',
    retrySelected: 'Send selected again ({{count}})',
    retried: '{{count}} queued to send again',
  },
};
