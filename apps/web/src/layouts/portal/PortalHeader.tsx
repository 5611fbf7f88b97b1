import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../features/auth/session-store.ts';
import { hasAccessToken } from '../../storage/auth-storage.ts';
import { MenuIcon } from '../shared/InlineIcons.tsx';
import { LanguageSwitch } from '../shared/LanguageSwitch.tsx';
import { SiteLogo } from '../shared/SiteLogo.tsx';
import { usePortalNav } from './usePortalNav.ts';
import { PortalTopNav } from './PortalTopNav.tsx';
import { useWideHeader } from './useWideHeader.ts';

// The top navigation and the language switch are plain markup (no antd Menu / Dropdown in the first
// load). The phone's menu drawer loads on the first press of the menu button (not on every first visit).
// The signed-in user's menu (avatar, dropdown) likewise: most visitors are not signed in.
const UserMenu = lazy(() => import('../shared/UserMenu.tsx').then((m) => ({ default: m.UserMenu })));
// The bell too (count, live stream, message drawer): only signed-in people have one.
const NotificationBell = lazy(() =>
  import('../../features/notifications/NotificationBell.tsx').then((m) => ({ default: m.NotificationBell })),
);
const PortalDrawer = lazy(() => import('./PortalDrawer.tsx').then((m) => ({ default: m.PortalDrawer })));

/** Portal top bar: logo and name, navigation, language, sign-in or the user's menu. */
export const PortalHeader = () => {
  const { t } = useTranslation(['common', 'portal']);
  const navigate = useNavigate();
  const links = usePortalNav();
  const isWide = useWideHeader();
  const { user } = useSession();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  const isSignedIn = hasAccessToken() && user !== null;
  const go = (path: string) => {
    setDrawerOpen(false);
    void navigate(path);
  };

  return (
    <header className="portal-header">
      <div className="portal-container portal-header-inner">
        <Link to="/home/homepage" className="portal-brand">
          <SiteLogo />
        </Link>
        <div className="portal-header-nav">{isWide && <PortalTopNav links={links} />}</div>
        <div className="portal-header-actions">
          <LanguageSwitch />
          {isSignedIn ? (
            <Suspense fallback={null}>
              <NotificationBell />
              <UserMenu variant="portal" />
            </Suspense>
          ) : (
            <>
              <Button type="text" className="portal-login" onClick={() => navigate('/neibu/login')}>
                {t('login')}
              </Button>
              <Button type="primary" className="portal-register" onClick={() => navigate('/neibu/register')}>
                {t('register')}
              </Button>
            </>
          )}
          <Button
            className="portal-menu-toggle"
            type="text"
            icon={<MenuIcon />}
            aria-label={t('portal:header.menu')}
            onClick={() => {
              setHasOpenedDrawer(true);
              setDrawerOpen(true);
            }}
          />
        </div>
      </div>
      {hasOpenedDrawer && (
        <Suspense fallback={null}>
          <PortalDrawer
            open={isDrawerOpen}
            links={links}
            isSignedIn={isSignedIn}
            onClose={() => setDrawerOpen(false)}
            onGo={go}
          />
        </Suspense>
      )}
    </header>
  );
};
