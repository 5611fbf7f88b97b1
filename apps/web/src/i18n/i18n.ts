import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setCookie } from '../storage/cookies.ts';
import { CookieName } from '../storage/keys.ts';
import type { Language } from '../storage/preferences.ts';
import { loadPreferences } from '../storage/preferences.ts';
import { SHELL_NAMESPACES } from '../app/first-load.ts';
import { loadNamespace } from './namespace-files.ts';

/** Stored preference (`zh-cn` / `en`) → i18next language tag. */
export const toI18nLanguage = (language: Language): 'zh-CN' | 'en' => (language === 'en' ? 'en' : 'zh-CN');

/** i18next backend over the build's per-namespace chunks (only the active language is fetched). */
const namespaceChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, done) => {
    loadNamespace(language, namespace).then(
      (texts) => done(null, texts),
      (error: Error) => done(error, false),
    );
  },
};

export const i18n = i18next.createInstance();

const ready = i18n
  .use(namespaceChunks)
  .use(initReactI18next)
  .init({
    lng: toI18nLanguage(loadPreferences().language),
    // Spec §9 names en-US as the fallback locale. zh-CN is the complete source (English is typed
    // against it), so it needs no fallback — and naming one would fetch every English chunk too.
    fallbackLng: { 'zh-CN': [], default: ['en'] },
    // `zh-CN` only, not also `zh`: there are no region-less files.
    load: 'currentOnly',
    // The shell's texts load before the first render; every other namespace when a component first asks
    // for it (`useTranslation('news')`), which suspends until it is there, so no raw key is ever painted.
    ns: SHELL_NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });

/**
 * Switches texts, dates (i18n/dayjs-locale.ts follows the change), the <html lang> and the language cookie together. i18next fetches every namespace already in use
 * for the new language before it announces the change, so the page repaints once, fully translated.
 */
export const applyLanguage = async (language: Language): Promise<void> => {
  const tag = toI18nLanguage(language);
  await ready;
  if (i18n.language !== tag) await i18n.changeLanguage(tag);
  document.documentElement.lang = tag;
  // Told to the server too: the next page load's HTML (title, description) comes in this language.
  setCookie(CookieName.language, language);
};

/** Starts loading namespaces a page is known to need, beside its code (saves a round trip). */
export const preloadNamespaces = (namespaces: string[]): Promise<void> =>
  ready.then(() => i18n.loadNamespaces(namespaces));
