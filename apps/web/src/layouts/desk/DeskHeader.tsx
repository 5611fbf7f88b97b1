import {
  EllipsisOutlined,
  GlobalOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  SettingOutlined,
  SwapOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { updatePreferences, usePreferences } from '../../features/preferences/preferences-store.ts';
import { useLanguage } from '../../features/preferences/useLanguage.ts';
import { LanguageSwitch } from '../shared/LanguageSwitch.tsx';
import { SiteLogo } from '../shared/SiteLogo.tsx';
import { UserMenu } from '../shared/UserMenu.tsx';
import { useCanSwitchGroup } from '../../features/auth/useCanSwitchGroup.ts';

import { DeskBreadcrumb } from './DeskBreadcrumb.tsx';
import { DeskMenu } from './DeskMenu.tsx';
import type { DeskPageInfo } from './useDeskPageInfo.ts';

// The bell keeps its own chunk (count, stream, drawer), loaded after the header paints.
const NotificationBell = lazy(() =>
  import('../../features/notifications/NotificationBell.tsx').then((m) => ({ default: m.NotificationBell })),
);

type DeskHeaderProps = {
  page: DeskPageInfo;
  isDark: boolean;
  /** Phone form: menu button, the page title alone, the tools in one "more" menu. */
  isPhone: boolean;
  onOpenMenu: () => void;
  onOpenSettings: () => void;
};

/** Desk top bar: sidebar toggle and breadcrumb (or the menu in top layout), then the tools. */
export const DeskHeader = ({ page, isDark, isPhone, onOpenMenu, onOpenSettings }: DeskHeaderProps) => {
  const { t } = useTranslation(['desk', 'common']);
  const navigate = useNavigate();
  const { sidebarStatus, settings } = usePreferences();
  const isCollapsed = sidebarStatus === 'closed';
  const isTop = settings.layout === 'top';
  const [language, setLanguage] = useLanguage();
  const canSwitch = useCanSwitchGroup();

  if (isPhone) {
    const tools = [
      { key: 'portal', icon: <GlobalOutlined />, label: t('header.toPortal') },
      ...(canSwitch ? [{ key: 'group', icon: <SwapOutlined />, label: t('common:switchGroup') }] : []),
      {
        key: 'language',
        icon: <TranslationOutlined />,
        label: language === 'en' ? t('common:languageZh') : t('common:languageEn'),
      },
      ...(settings.showSettings
        ? [{ key: 'settings', icon: <SettingOutlined />, label: t('header.settings') }]
        : []),
    ];
    const onTool = ({ key }: { key: string }) => {
      if (key === 'portal') navigate('/home/homepage');
      else if (key === 'group') navigate('/role');
      else if (key === 'language') setLanguage(language === 'en' ? 'zh-cn' : 'en');
      else onOpenSettings();
    };
    return (
      <div className="desk-header-inner is-phone">
        <Button
          type="text"
          className="header-action"
          icon={<MenuOutlined aria-hidden />}
          aria-label={t('sider.open')}
          onClick={onOpenMenu}
        />
        <h1 className="desk-header-title">{page.title}</h1>
        <div className="desk-header-tools">
          <Dropdown menu={{ items: tools, onClick: onTool }} trigger={['click']} placement="bottomRight">
            <Button
              type="text"
              className="header-action"
              icon={<EllipsisOutlined aria-hidden />}
              aria-label={t('header.more')}
            />
          </Dropdown>
          <Suspense fallback={null}>
            <NotificationBell className="header-action" />
          </Suspense>
          <UserMenu variant="desk" />
        </div>
      </div>
    );
  }

  return (
    <div className="desk-header-inner">
      {isTop ? (
        <>
          <Link to="/dashboard" className="desk-top-brand">
            <SiteLogo />
          </Link>
          <div className="desk-top-menu">
            <DeskMenu mode="horizontal" isDark={isDark} />
          </div>
        </>
      ) : (
        <>
          <Button
            type="text"
            className="header-action"
            icon={isCollapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
            aria-label={isCollapsed ? t('sider.expand') : t('sider.collapse')}
            aria-expanded={!isCollapsed}
            onClick={() => updatePreferences({ sidebarStatus: isCollapsed ? 'opened' : 'closed' })}
          />
          <DeskBreadcrumb page={page} />
        </>
      )}
      <div className="desk-header-tools">
        <HeaderAction
          label={t('header.toPortal')}
          icon={<GlobalOutlined aria-hidden />}
          onClick={() => navigate('/home/homepage')}
        />
        {canSwitch && (
          <HeaderAction
            label={t('common:switchGroup')}
            icon={<SwapOutlined aria-hidden />}
            onClick={() => navigate('/role')}
          />
        )}
        <LanguageSwitch />
        {settings.showSettings && (
          <HeaderAction
            label={t('header.settings')}
            icon={<SettingOutlined aria-hidden />}
            onClick={onOpenSettings}
          />
        )}
        <Suspense fallback={null}>
          <NotificationBell className="header-action" />
        </Suspense>
        <UserMenu variant="desk" />
      </div>
    </div>
  );
};

/** An icon button of the header's tools: its name is both the tooltip and what a screen reader says. */
const HeaderAction = ({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) => (
  <Tooltip title={label}>
    <Button type="text" className="header-action" icon={icon} aria-label={label} onClick={onClick} />
  </Tooltip>
);
