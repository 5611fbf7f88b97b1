import { Button, Drawer, Segmented, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  resetLayoutSettings,
  updateLayoutSettings,
  updatePreferences,
  usePreferences,
} from '../../features/preferences/preferences-store.ts';
import type { DeskLayoutMode, ThemeMode } from '../../storage/preferences.ts';

type SettingsDrawerProps = { open: boolean; onClose: () => void };

const Row = ({ id, label, control }: { id: string; label: string; control: ReactNode }) => (
  <div className="settings-row">
    <span id={id} className="settings-label">
      {label}
    </span>
    {control}
  </div>
);

/** Spec §3 preferences: theme auto/light/dark, layout, fixed header, sidebar logo, tags view. */
export const SettingsDrawer = ({ open, onClose }: SettingsDrawerProps) => {
  const { t } = useTranslation('desk');
  const { theme, settings } = usePreferences();
  return (
    <Drawer
      title={t('settings.title')}
      open={open}
      onClose={onClose}
      size={320}
      footer={
        <Button block onClick={resetLayoutSettings}>
          {t('settings.reset')}
        </Button>
      }
    >
      <div className="settings-section">
        <h3 className="settings-heading">{t('settings.theme')}</h3>
        <Segmented<ThemeMode>
          block
          aria-label={t('settings.theme')}
          value={theme}
          onChange={(value) => updatePreferences({ theme: value })}
          options={[
            { value: 'auto', label: t('settings.themeAuto') },
            { value: 'light', label: t('settings.themeLight') },
            { value: 'dark', label: t('settings.themeDark') },
          ]}
        />
      </div>
      <div className="settings-section">
        <h3 className="settings-heading">{t('settings.layout')}</h3>
        <Segmented<DeskLayoutMode>
          block
          aria-label={t('settings.layout')}
          value={settings.layout}
          onChange={(value) => updateLayoutSettings({ layout: value })}
          options={[
            { value: 'left', label: t('settings.layoutLeft') },
            { value: 'top', label: t('settings.layoutTop') },
          ]}
        />
      </div>
      <div className="settings-section">
        <Row
          id="setting-fixed-header"
          label={t('settings.fixedHeader')}
          control={
            <Switch
              aria-labelledby="setting-fixed-header"
              checked={settings.fixedHeader}
              onChange={(checked) => updateLayoutSettings({ fixedHeader: checked })}
            />
          }
        />
        <Row
          id="setting-sidebar-logo"
          label={t('settings.sidebarLogo')}
          control={
            <Switch
              aria-labelledby="setting-sidebar-logo"
              checked={settings.sidebarLogo}
              onChange={(checked) => updateLayoutSettings({ sidebarLogo: checked })}
            />
          }
        />
        <Row
          id="setting-tags-view"
          label={t('settings.tagsView')}
          control={
            <Switch
              aria-labelledby="setting-tags-view"
              checked={settings.tagsView}
              onChange={(checked) => updateLayoutSettings({ tagsView: checked })}
            />
          }
        />
      </div>
    </Drawer>
  );
};
