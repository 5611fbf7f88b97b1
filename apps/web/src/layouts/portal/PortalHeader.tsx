import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../features/auth/session-store.ts';
import { hasAccessToken } from '../../storage/auth-storage.ts';
import { LanguageSwitch } from '../shared/LanguageSwitch.tsx';
import { SiteLogo } from '../shared/SiteLogo.tsx';
import { UserMenu } from '../shared/UserMenu.tsx';
import { PortalNav } from './PortalNav.tsx';
import { usePortalNav } from './usePortalNav.ts';

/** Portal top bar: logo and name, navigation, language, sign-in or the user's menu. */
export const PortalHeader = () => {
  const { t } = useTranslation(['common', 'portal']);
  const navigate = useNavigate();
  const links = usePortalNav();
  const { user } = useSession();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
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
        <div className="portal-header-nav">
          <PortalNav links={links} mode="horizontal" />
        </div>
        <div className="portal-header-actions">
          <LanguageSwitch />
          {isSignedIn ? (
            <UserMenu variant="portal" />
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
            icon={<MenuOutlined aria-hidden />}
            aria-label={t('portal:header.menu')}
            onClick={() => setDrawerOpen(true)}
          />
        </div>
      </div>
      <Drawer
        open={isDrawerOpen}
        onClose={() => setDrawerOpen(false)}
        placement="right"
        size={280}
        title={<SiteLogo />}
      >
        <PortalNav links={links} mode="inline" onNavigate={() => setDrawerOpen(false)} />
        {!isSignedIn && (
          // On a phone the top bar keeps only the logo, language and this menu: sign-in moves here.
          <div className="portal-drawer-account">
            <Button block onClick={() => go('/neibu/login')}>
              {t('login')}
            </Button>
            <Button block type="primary" onClick={() => go('/neibu/register')}>
              {t('register')}
            </Button>
          </div>
        )}
      </Drawer>
    </header>
  );
};
