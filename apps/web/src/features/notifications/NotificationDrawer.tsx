import { Button, Drawer, Empty, List, Segmented, Space, Switch, Typography } from 'antd';
import { SubscriptionApi, type PageResult, type SubscribeMessage } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { get, post } from '../../api/client.ts';
import { notificationKeys } from './useUnreadCount.ts';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import { useIsPhone } from '../../layouts/shared/useIsPhone.ts';

const TOPICS = ['competition', 'review', 'certificate', 'news', 'security'] as const;
const PAGE_SIZE = 20;

type Props = { open: boolean; onClose: () => void; onChanged: () => Promise<void> | void };

/** My messages: filter by topic or unread, open the thing a message is about, mark read, delete. */
export const NotificationDrawer = ({ open, onClose, onChanged }: Props) => {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const [topic, setTopic] = useState<string>('all');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const query = { pageNum: page, pageSize: PAGE_SIZE, topic, unreadOnly };
  const messages = useQuery({
    queryKey: [...notificationKeys.all, 'page', query],
    queryFn: () =>
      get<PageResult<SubscribeMessage>>(SubscriptionApi.messagePage, {
        pageNum: page,
        pageSize: PAGE_SIZE,
        ...(topic === 'all' ? {} : { topic }),
        ...(unreadOnly ? { unread: 'true' } : {}),
      }),
    enabled: open,
  });
  const data = messages.data ?? { rows: [], total: 0 };

  const changed = async () => {
    await onChanged();
  };
  const markRead = async (ids: string[] | 'all') => {
    await post(SubscriptionApi.messageRead, ids === 'all' ? { all: true } : { ids });
    await changed();
  };
  const remove = async (id: string) => {
    await post(SubscriptionApi.messageDelete, { ids: [id] });
    await changed();
  };
  const openLink = async (item: SubscribeMessage) => {
    if (!item.read) await markRead([item.messageId]);
    if (!item.link) return;
    onClose();
    void navigate(item.link);
  };

  return (
    <Drawer
      title={t('title')}
      open={open}
      onClose={onClose}
      // The whole width of a phone (issue 18: a 420-px drawer left the messages a narrow column).
      size={isPhone ? '100%' : 420}
      styles={{ wrapper: { maxWidth: '100vw' }, body: isPhone ? { padding: 16 } : undefined }}
      className="notification-drawer"
      extra={
        <Button size="small" onClick={() => void markRead('all')}>
          {t('markAllRead')}
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Segmented
          // On a phone the topics keep their whole names and scroll sideways instead of shrinking to "Co…".
          block={!isPhone}
          size="small"
          value={topic}
          onChange={(value) => {
            setTopic(String(value));
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('all') },
            ...TOPICS.map((key) => ({ value: key, label: t(`topics.${key}`) })),
          ]}
          style={{ overflowX: 'auto' }}
        />
        <Space>
          <Switch
            size="small"
            checked={unreadOnly}
            onChange={(checked) => {
              setUnreadOnly(checked);
              setPage(1);
            }}
          />
          {t('unreadOnly')}
        </Space>
        <List
          // Actions under the text, so the title and the message have the drawer's whole width.
          itemLayout="vertical"
          loading={messages.isFetching}
          dataSource={data.rows}
          locale={{ emptyText: <Empty description={messages.isError ? t('loadFailed') : t('empty')} /> }}
          pagination={
            data.total > PAGE_SIZE
              ? { current: page, pageSize: PAGE_SIZE, total: data.total, size: 'small', onChange: setPage }
              : false
          }
          renderItem={(item) => (
            <List.Item
              data-testid="notification-item"
              actions={[
                item.link ? (
                  <Button key="open" type="link" size="small" onClick={() => void openLink(item)}>
                    {t('open')}
                  </Button>
                ) : null,
                item.read ? null : (
                  <Button key="read" type="link" size="small" onClick={() => void markRead([item.messageId])}>
                    {t('markRead')}
                  </Button>
                ),
                <Button
                  key="remove"
                  type="link"
                  size="small"
                  danger
                  onClick={() => void remove(item.messageId)}
                >
                  {t('remove')}
                </Button>,
              ].filter(Boolean)}
            >
              <List.Item.Meta
                title={<Typography.Text strong={!item.read}>{item.title}</Typography.Text>}
                description={
                  <>
                    <Typography.Paragraph
                      style={{ whiteSpace: 'pre-line', marginBottom: 4 }}
                      ellipsis={{ rows: 3, expandable: true }}
                    >
                      {item.content}
                    </Typography.Paragraph>
                    <Typography.Text type="secondary">
                      {t(`topics.${item.topic as (typeof TOPICS)[number]}`, { defaultValue: item.topic })} ·{' '}
                      {formatBeijing(item.createdAt)}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      </Space>
    </Drawer>
  );
};
