import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYOUT_SETTINGS,
  loadPreferences,
  parseLanguage,
  parseLayoutSettings,
  parseSidebarStatus,
  parseTheme,
  resolveDark,
  savePreferences,
} from './preferences.ts';
import type { KeyValueStore } from './safe-storage.ts';

const fakeStore = (initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } => {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};

describe('preferences', () => {
  it('selects English only for the exact value en', () => {
    expect(parseLanguage('en')).toBe('en');
    expect(parseLanguage('EN')).toBe('zh-cn');
    expect(parseLanguage('fr')).toBe('zh-cn');
    expect(parseLanguage(null)).toBe('zh-cn');
  });

  it('defaults the sidebar to closed and the theme to auto', () => {
    expect(parseSidebarStatus(null)).toBe('closed');
    expect(parseSidebarStatus('opened')).toBe('opened');
    expect(parseTheme('purple')).toBe('auto');
    expect(parseTheme('dark')).toBe('dark');
  });

  it('keeps default layout settings for damaged or partial values', () => {
    expect(parseLayoutSettings('{not json')).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(parseLayoutSettings('{"tagsView":false,"layout":"top","fixedHeader":"yes"}')).toEqual({
      ...DEFAULT_LAYOUT_SETTINGS,
      tagsView: false,
      layout: 'top',
    });
  });

  it('loads spec defaults from an empty store and round-trips a save', () => {
    const store = fakeStore();
    const prefs = loadPreferences(store);
    expect(prefs).toEqual({
      device: 'desktop',
      size: 'default',
      language: 'zh-cn',
      sidebarStatus: 'closed',
      theme: 'auto',
      settings: DEFAULT_LAYOUT_SETTINGS,
    });
    savePreferences({ ...prefs, language: 'en', sidebarStatus: 'opened' }, store);
    expect(store.data.get('language')).toBe('en');
    expect(loadPreferences(store).sidebarStatus).toBe('opened');
  });

  it('follows the system only in auto mode', () => {
    expect(resolveDark('auto', true)).toBe(true);
    expect(resolveDark('light', true)).toBe(false);
    expect(resolveDark('dark', false)).toBe(true);
  });
});
