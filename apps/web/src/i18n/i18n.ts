import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import type { Language } from '../storage/preferences.ts';
import { loadPreferences } from '../storage/preferences.ts';
import { namespaces, resources } from './resources.ts';

/** Stored preference (`zh-cn` / `en`) → i18next language tag. */
export const toI18nLanguage = (language: Language): 'zh-CN' | 'en' => (language === 'en' ? 'en' : 'zh-CN');

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: toI18nLanguage(loadPreferences().language),
  // Spec §9 names en-US as the fallback locale.
  fallbackLng: 'en',
  ns: [...namespaces],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Switches texts, dates and the <html lang> together. */
export const applyLanguage = (language: Language): void => {
  const tag = toI18nLanguage(language);
  void i18n.changeLanguage(tag);
  dayjs.locale(language === 'en' ? 'en' : 'zh-cn');
  document.documentElement.lang = tag;
};
