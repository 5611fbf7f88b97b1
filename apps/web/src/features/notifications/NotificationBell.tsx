import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from './useUnreadCount.ts';

// The list loads on the first press: the header pays only for the bell.
const NotificationDrawer = lazy(() =>
  import('./NotificationDrawer.tsx').then((m) => ({ default: m.NotificationDrawer })),
);

/** The header's bell: the live unread count, and the message drawer on press (portal and desk). */
export const NotificationBell = ({ className }: { className?: string }) => {
  const { t } = useTranslation('notifications');
  const { unread, refresh } = useUnreadCount();
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <Badge count={unread} size="small" offset={[-4, 4]} data-testid="notification-count">
        <Button
          type="text"
          className={className}
          icon={<BellOutlined aria-hidden />}
          aria-label={unread ? t('bellUnread', { count: unread }) : t('bell')}
          onClick={() => {
            setHasOpened(true);
            setOpen(true);
          }}
        />
      </Badge>
      {hasOpened && (
        <Suspense fallback={null}>
          <NotificationDrawer open={isOpen} onClose={() => setOpen(false)} onChanged={refresh} />
        </Suspense>
      )}
    </>
  );
};
