import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, theme } from 'antd';
// The context `App.useApp()` reads; filled here with the feedback stand-ins (features/feedback).
import AppContext from 'antd/es/app/context';
// The ES modules, not `antd/locale/*` (CommonJS re-exports of antd/lib): those carried a second copy of
// the English locale antd's core already holds, plus CommonJS interop, into every first load.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { feedbackStandIns } from '../features/feedback/feedback-bridge.ts';
import { usePreferences } from '../features/preferences/preferences-store.ts';
import { useIsDark } from '../features/preferences/useIsDark.ts';
import { WebsiteMetaSync } from '../features/website/WebsiteMetaSync.tsx';
import { i18n } from '../i18n/i18n.ts';
import { FeedbackHostSlot } from './FeedbackHostSlot.tsx';
import { queryClient } from './query-client.ts';
import { buildTheme, THEME_CSS_VAR_CLASS } from './theme.ts';

const SIZE_MAP = { default: 'middle', small: 'small', large: 'large' } as const;

/**
 * The app's root element, carrying what antd's `App` gave it (App now loads later — FeedbackHostSlot):
 * the theme's class, on which antd declares its CSS variables (`--ant-*`, used by our own CSS), and the
 * style hash, under which antd's reset styles for plain links apply (`:where(.css-…) a`). `useToken`
 * also makes sure the variables are written.
 */
const AppRoot = ({ isDark, children }: { isDark: boolean; children: ReactNode }) => {
  const { hashId } = theme.useToken();
  const classes = ['podium-app', THEME_CSS_VAR_CLASS, hashId, isDark ? 'is-dark' : ''];
  return <div className={classes.filter(Boolean).join(' ')}>{children}</div>;
};

export const AppProviders = ({ children }: { children: ReactNode }) => {
  const { language, size } = usePreferences();
  const isDark = useIsDark();
  const themeConfig = useMemo(() => buildTheme(isDark), [isDark]);
  // Our own CSS (portal sections, shells) follows the same mode through this attribute.
  useEffect(() => {
    document.documentElement.dataset.theme = isDark ? 'dark' : 'light';
  }, [isDark]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider
          locale={language === 'en' ? enUS : zhCN}
          theme={themeConfig}
          componentSize={SIZE_MAP[size]}
        >
          <AppContext.Provider value={feedbackStandIns}>
            <AppRoot isDark={isDark}>
              <FeedbackHostSlot />
              <WebsiteMetaSync />
              {children}
            </AppRoot>
          </AppContext.Provider>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
};
