import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
// The ES modules, not `antd/locale/*` (CommonJS re-exports of antd/lib): those carried a second copy of
// the English locale antd's core already holds, plus CommonJS interop, into every first load.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TOAST_CONFIG } from '../features/feedback/feedback-bridge.ts';
import { usePreferences } from '../features/preferences/preferences-store.ts';
import { useIsDark } from '../features/preferences/useIsDark.ts';
import { WebsiteMetaSync } from '../features/website/WebsiteMetaSync.tsx';
import { i18n } from '../i18n/i18n.ts';
import { FeedbackBridge } from './FeedbackBridge.tsx';
import { queryClient } from './query-client.ts';
import { buildTheme } from './theme.ts';

const SIZE_MAP = { default: 'middle', small: 'small', large: 'large' } as const;

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
          <AntApp message={TOAST_CONFIG} className={isDark ? 'podium-app is-dark' : 'podium-app'}>
            <FeedbackBridge />
            <WebsiteMetaSync />
            {children}
          </AntApp>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
};
