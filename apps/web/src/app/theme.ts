import { theme, type ThemeConfig } from 'antd';

/** Podium blue: trustworthy and academic; gold is kept for highlights in the portal. */
export const BRAND_PRIMARY = '#1c4fd8';

/** antd declares its CSS variables on this class (a fixed key, so the app's root element can carry it). */
export const THEME_CSS_VAR_CLASS = 'podium-theme';

export const buildTheme = (isDark: boolean): ThemeConfig => ({
  algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
  cssVar: { key: THEME_CSS_VAR_CLASS },
  token: {
    colorPrimary: BRAND_PRIMARY,
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: isDark ? {} : { siderBg: '#0f1b3d', headerBg: '#ffffff', bodyBg: '#f3f5f9' },
    Menu: isDark
      ? {}
      : { darkItemBg: '#0f1b3d', darkSubMenuItemBg: '#0b1530', darkItemSelectedBg: BRAND_PRIMARY },
  },
});
