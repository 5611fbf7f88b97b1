import {
  GlobalOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SettingOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { updatePreferences, usePreferences } from '../../features/preferences/preferences-store.ts';
import { LanguageSwitch } from '../shared/LanguageSwitch.tsx';
import { SiteLogo } from '../shared/SiteLogo.tsx';
import { UserMenu } from '../shared/UserMenu.tsx';
import { DeskBreadcrumb } from './DeskBreadcrumb.tsx';
import { DeskMenu } from './DeskMenu.tsx';
import type { DeskPageInfo } from './useDeskPageInfo.ts';

type DeskHeaderProps = { page: DeskPageInfo; isDark: boolean; onOpenSettings: () => void };

/** Desk top bar: sidebar toggle and breadcrumb (or the menu in top layout), then the tools. */
export const DeskHeader = ({ page, isDark, onOpenSettings }: DeskHeaderProps) => {
  const { t } = useTranslation(['desk', 'common']);
  const navigate = useNavigate();
  const { sidebarStatus, settings } = usePreferences();
  const isCollapsed = sidebarStatus === 'closed';
  const isTop = settings.layout === 'top';

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
        <Tooltip title={t('header.toPortal')}>
          <Button
            type="text"
            className="header-action"
            icon={<GlobalOutlined aria-hidden />}
            aria-label={t('header.toPortal')}
            onClick={() => navigate('/home/homepage')}
          />
        </Tooltip>
        <Tooltip title={t('common:switchGroup')}>
          <Button
            type="text"
            className="header-action"
            icon={<SwapOutlined aria-hidden />}
            aria-label={t('common:switchGroup')}
            onClick={() => navigate('/role')}
          />
        </Tooltip>
        <LanguageSwitch />
        {settings.showSettings && (
          <Tooltip title={t('header.settings')}>
            <Button
              type="text"
              className="header-action"
              icon={<SettingOutlined aria-hidden />}
              aria-label={t('header.settings')}
              onClick={onOpenSettings}
            />
          </Tooltip>
        )}
        <UserMenu variant="desk" />
      </div>
    </div>
  );
};
