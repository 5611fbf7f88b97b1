import { useCallback } from 'react';
import { queryClient } from '../../app/query-client.ts';
import { applyLanguage } from '../../i18n/i18n.ts';
import type { Language } from '../../storage/preferences.ts';
import { refreshMenu } from '../auth/session-store.ts';
import { updatePreferences, usePreferences } from './preferences-store.ts';

/**
 * The chosen language and a setter that switches texts, dates and antd together, then stores it.
 * Server data is localised too (menu names, messages), so it is fetched again in the new language.
 */
export const useLanguage = (): [Language, (language: Language) => void] => {
  const { language } = usePreferences();
  const setLanguage = useCallback((next: Language) => {
    // The new language's texts load first; then texts, antd's locale and server data switch at once.
    void applyLanguage(next).then(() => {
      updatePreferences({ language: next });
      void queryClient.invalidateQueries();
      void refreshMenu();
    });
  }, []);
  return [language, setLanguage];
};
