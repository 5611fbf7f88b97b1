import { ApiPath, SITE_SETTINGS_ELEMENT_ID, type WebsiteSetting } from '@podium/contracts';
import { get } from '../../api/client.ts';
import type { CatalogueHandlers } from '../../api/catalogue.ts';

/** Website settings merged with the last round's organiser name (spec §3). */
export type SiteSettings = WebsiteSetting & { groupName?: string };

/** The last round is decoration for the header; its failure must not toast over the homepage. */
const quiet: CatalogueHandlers = {
  sessionExpired: () => {},
  noPermission: () => {},
  importFailed: () => {},
  error: () => {},
};

export const fetchSiteSettings = async (): Promise<SiteSettings> => {
  const [setting, lastRound] = await Promise.all([
    get<WebsiteSetting>(ApiPath.websiteSetting),
    get<{ groupName: string } | null>(ApiPath.lastRound, undefined, { handlers: quiet }).catch(() => null),
  ]);
  return lastRound?.groupName ? { ...setting, groupName: lastRound.groupName } : setting;
};

/** The settings call main.tsx starts before React exists; handed to the first query that asks. */
let early: Promise<SiteSettings> | null = null;

/**
 * The settings the page's HTML carries (the server writes them in, modules/page-html), taken once: later
 * reads ask the server, so a settings change shows without a reload. Null in development (Vite serves the
 * bare index.html) or if the data is unreadable.
 */
const takeEmbeddedSettings = (): SiteSettings | null => {
  const element = document.getElementById(SITE_SETTINGS_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as SiteSettings;
  } catch {
    return null;
  }
};

/** Starts the settings call at once: every shell and the homepage's banner paint from it. */
export const prefetchSiteSettings = (): void => {
  if (early) return;
  const embedded = takeEmbeddedSettings();
  early = embedded ? Promise.resolve(embedded) : fetchSiteSettings();
  // A failure is reported to the query that takes it over, not here.
  early.catch(() => undefined);
};

/** The settings query's fetcher: the call already under way the first time, a fresh one after. */
export const loadSiteSettings = (): Promise<SiteSettings> => {
  const pending = early ?? fetchSiteSettings();
  early = null;
  return pending;
};

export const websiteKeys = {
  all: ['website'] as const,
  settings: () => [...websiteKeys.all, 'settings'] as const,
};
