import { Drawer, Layout } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { updatePreferences, usePreferences } from '../../features/preferences/preferences-store.ts';
import { useIsDark } from '../../features/preferences/useIsDark.ts';
import { SiteLogo } from '../shared/SiteLogo.tsx';
import { useIsPhone } from '../shared/useIsPhone.ts';
import { DeskHeader } from './DeskHeader.tsx';
import { DeskMenu } from './DeskMenu.tsx';
import { SettingsDrawer } from './SettingsDrawer.tsx';
import { TagsView } from './TagsView.tsx';
import { useDeskPageInfo } from './useDeskPageInfo.ts';
import './desk.css';

/** Back-office frame: server-built sidebar (collapsed by default, remembered), header, tags, settings. */
export const DeskLayout = () => {
  const { t } = useTranslation(['common', 'desk']);
  const { sidebarStatus, settings } = usePreferences();
  const isDark = useIsDark();
  const page = useDeskPageInfo();
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const isCollapsed = sidebarStatus === 'closed';
  const isPhone = useIsPhone();
  // On a phone the menu lives in a drawer whatever the layout setting, and closes on navigation.
  const isLeft = settings.layout === 'left' && !isPhone;
  // The drawer remembers the page it was opened on: navigating elsewhere closes it.
  const { pathname } = useLocation();
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const isDrawerOpen = drawerPath === pathname;

  return (
    <Layout className={`desk ${settings.fixedHeader ? 'has-fixed-header' : ''} ${isPhone ? 'is-phone' : ''}`}>
      <a href="#desk-content" className="skip-link">
        {t('skipToContent')}
      </a>
      {isLeft && (
        <Layout.Sider
          collapsible
          collapsed={isCollapsed}
          onCollapse={(collapsed) => updatePreferences({ sidebarStatus: collapsed ? 'closed' : 'opened' })}
          trigger={null}
          width={220}
          collapsedWidth={64}
          className="desk-sider"
        >
          {settings.sidebarLogo && (
            <Link to="/dashboard" className="desk-sider-logo">
              <SiteLogo showTitle={!isCollapsed} />
            </Link>
          )}
          <nav aria-label={t('desk:sider.label')}>
            <DeskMenu mode="inline" collapsed={isCollapsed} isDark={isDark} />
          </nav>
        </Layout.Sider>
      )}
      {isPhone && (
        <Drawer
          placement="left"
          open={isDrawerOpen}
          onClose={() => setDrawerPath(null)}
          size={260}
          closable={false}
          className="desk-drawer"
          styles={{ body: { padding: 0 } }}
          title={null}
        >
          <Link to="/dashboard" className="desk-sider-logo">
            <SiteLogo />
          </Link>
          <nav aria-label={t('desk:sider.label')}>
            <DeskMenu mode="inline" isDark />
          </nav>
        </Drawer>
      )}
      <Layout className="desk-main">
        <header className="desk-header">
          <DeskHeader
            page={page}
            isDark={isDark}
            isPhone={isPhone}
            onOpenMenu={() => setDrawerPath(pathname)}
            onOpenSettings={() => setSettingsOpen(true)}
          />
          {settings.tagsView && !isPhone && <TagsView page={page} />}
        </header>
        <main id="desk-content" className="desk-content" tabIndex={-1}>
          <Outlet />
        </main>
      </Layout>
      <SettingsDrawer open={isSettingsOpen} onClose={() => setSettingsOpen(false)} />
    </Layout>
  );
};
