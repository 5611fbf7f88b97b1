import {
  AccountBookOutlined,
  BellOutlined,
  BookOutlined,
  FileTextOutlined,
  GiftOutlined,
  IdcardOutlined,
  NotificationOutlined,
  SettingOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { Menu } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { CENTER_SECTIONS } from '../../app/routes/center-routes.ts';
import { useSession } from '../../features/auth/session-store.ts';
import { BeijingTimeNote } from '../../features/beijing-time/BeijingTimeNote.tsx';
import { UserAvatar } from '../shared/UserAvatar.tsx';
import { useIsPhone } from '../shared/useIsPhone.ts';
import './center.css';

const ICONS: Record<string, ReactNode> = {
  users: <IdcardOutlined />,
  set: <SettingOutlined />,
  competition: <TrophyOutlined />,
  order: <AccountBookOutlined />,
  work: <FileTextOutlined />,
  team: <TeamOutlined />,
  reward: <GiftOutlined />,
  newReward: <NotificationOutlined />,
  study: <BookOutlined />,
  informationSub: <BellOutlined />,
};

/** User-centre frame inside the portal: profile card and section navigation beside the page. */
export const CenterLayout = () => {
  const { t } = useTranslation(['common', 'portal']);
  const { pathname } = useLocation();
  const { user } = useSession();
  const current = pathname.split('/')[2] ?? 'users';
  // On a phone the sections become one horizontal, scrollable row above the page.
  const isPhone = useIsPhone();
  useEffect(() => {
    // The phone's row scrolls to the current section.
    if (isPhone)
      document
        .querySelector('.center-menu .ant-menu-item-selected')
        ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [isPhone, current]);
  const items = CENTER_SECTIONS.map(({ path, key }) => ({
    key: path,
    icon: ICONS[path],
    label: <Link to={`/center/${path}`}>{t(`route.${key}`)}</Link>,
  }));
  return (
    <div className="portal-container center-layout">
      <aside className={`center-aside ${isPhone ? 'is-phone' : ''}`}>
        <div className="center-profile">
          <UserAvatar user={user} size={64} />
          <div className="center-profile-name">{user?.realName || user?.username}</div>
          <div className="center-profile-sub">{user?.username}</div>
        </div>
        <nav aria-label={t('portal:center.navLabel')}>
          <Menu
            mode={isPhone ? 'horizontal' : 'inline'}
            disabledOverflow={isPhone}
            items={items}
            selectedKeys={[current]}
            className="center-menu"
          />
        </nav>
      </aside>
      <section className="center-content">
        <Outlet />
        <BeijingTimeNote className="center-time-note" />
      </section>
    </div>
  );
};
