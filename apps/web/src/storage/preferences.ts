import { StorageKey } from './keys.ts';
import { browserStore, readItem, writeItem, type KeyValueStore } from './safe-storage.ts';

export type Language = 'zh-cn' | 'en';
export type ThemeMode = 'auto' | 'light' | 'dark';
export type SidebarStatus = 'opened' | 'closed';
export type DeskLayoutMode = 'left' | 'top';
export type ComponentSize = 'default' | 'small' | 'large';

export type LayoutSettings = {
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  layout: DeskLayoutMode;
};

export type Preferences = {
  device: string;
  size: ComponentSize;
  language: Language;
  sidebarStatus: SidebarStatus;
  theme: ThemeMode;
  settings: LayoutSettings;
};

/** Spec §3 default settings: panel shown, tags view on, fixed header off, sidebar logo on, layout left. */
export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  showSettings: true,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  layout: 'left',
};

/** Spec §3: only the exact value `en` selects English; anything else (or nothing) is Chinese. */
export const parseLanguage = (raw: string | null): Language => (raw === 'en' ? 'en' : 'zh-cn');

export const parseTheme = (raw: string | null): ThemeMode =>
  raw === 'light' || raw === 'dark' || raw === 'auto' ? raw : 'auto';

/** The sidebar starts closed (spec §9) and stays as the user last left it. */
export const parseSidebarStatus = (raw: string | null): SidebarStatus =>
  raw === 'opened' ? 'opened' : 'closed';

export const parseSize = (raw: string | null): ComponentSize =>
  raw === 'small' || raw === 'large' ? raw : 'default';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const pickBoolean = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : fallback;

const parseJson = (raw: string | null): unknown => {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
};

/** Reads stored layout settings field by field, so a damaged or partial value keeps the defaults. */
export const parseLayoutSettings = (raw: string | null): LayoutSettings => {
  const parsed = parseJson(raw);
  if (!isRecord(parsed)) return { ...DEFAULT_LAYOUT_SETTINGS };
  const d = DEFAULT_LAYOUT_SETTINGS;
  return {
    showSettings: pickBoolean(parsed.showSettings, d.showSettings),
    tagsView: pickBoolean(parsed.tagsView, d.tagsView),
    fixedHeader: pickBoolean(parsed.fixedHeader, d.fixedHeader),
    sidebarLogo: pickBoolean(parsed.sidebarLogo, d.sidebarLogo),
    layout: parsed.layout === 'top' ? 'top' : 'left',
  };
};

export const loadPreferences = (store: KeyValueStore = browserStore()): Preferences => ({
  device: readItem(StorageKey.device, store) ?? 'desktop',
  size: parseSize(readItem(StorageKey.size, store)),
  language: parseLanguage(readItem(StorageKey.language, store)),
  sidebarStatus: parseSidebarStatus(readItem(StorageKey.sidebarStatus, store)),
  theme: parseTheme(readItem(StorageKey.theme, store)),
  settings: parseLayoutSettings(readItem(StorageKey.layoutSetting, store)),
});

export const savePreferences = (prefs: Preferences, store: KeyValueStore = browserStore()): void => {
  writeItem(StorageKey.device, prefs.device, store);
  writeItem(StorageKey.size, prefs.size, store);
  writeItem(StorageKey.language, prefs.language, store);
  writeItem(StorageKey.sidebarStatus, prefs.sidebarStatus, store);
  writeItem(StorageKey.theme, prefs.theme, store);
  writeItem(StorageKey.layoutSetting, JSON.stringify(prefs.settings), store);
};

/** `auto` follows the operating system's dark-mode setting (spec §4). */
export const resolveDark = (theme: ThemeMode, systemPrefersDark: boolean): boolean =>
  theme === 'dark' || (theme === 'auto' && systemPrefersDark);
