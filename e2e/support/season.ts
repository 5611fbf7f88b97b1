import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';

/**
 * What the season journey (tests/season.spec.ts) learns as it goes: the people it registered and the
 * competition it built. Its steps are separate tests, and a failing test restarts Playwright's worker
 * (module variables are lost), so the season is kept in a file in the lane's data directory: a step that
 * fails because of a known defect does not take the later steps down with it.
 */
export type SeasonPerson = { username: string; password: string; realName: string; account: string };

export type Season = {
  competitionId?: string;
  competitionName?: string;
  captain?: SeasonPerson;
  member?: SeasonPerson;
  solo?: SeasonPerson;
  advisor?: SeasonPerson;
  teamId?: string;
  soloTeamId?: string;
  teamName?: string;
  soloTeamName?: string;
  /** Work title per team name. */
  works?: Record<string, string>;
  /** Team names by their place in the first round's final results. */
  promotedTeam?: string;
  eliminatedTeam?: string;
  awardListName?: string;
  awardListId?: string;
  /** The expert the organiser added to the library and opened an account for. */
  newExpert?: { name: string; username: string; password: string };
  /** The award list's page as the desk links it (with its competition). */
  awardListPath?: string;
};

const seasonFile = () => join(test.info().project.metadata.dataDir as string, 'season.json');

export const loadSeason = (): Season =>
  existsSync(seasonFile()) ? (JSON.parse(readFileSync(seasonFile(), 'utf8')) as Season) : {};

export const saveSeason = (patch: Partial<Season>): Season => {
  const next = { ...loadSeason(), ...patch };
  writeFileSync(seasonFile(), JSON.stringify(next, null, 2));
  return next;
};

/** The parts of the season an earlier step must have made; a clear failure instead of a confusing one. */
export function need<K extends keyof Season>(season: Season, ...keys: K[]): Required<Pick<Season, K>> {
  for (const key of keys) expect(season[key], `an earlier season step made ${String(key)}`).toBeDefined();
  return season as Required<Pick<Season, K>>;
}

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

/** A page in a fresh browser context: a 375-px touch phone or a 1440-px desktop, in the given language. */
export async function openPage(
  browser: Browser,
  options: { phone?: boolean; language?: 'zh-cn' | 'en' } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.phone ? PHONE : DESKTOP,
    isMobile: options.phone ?? false,
    hasTouch: options.phone ?? false,
    locale: options.language === 'en' ? 'en-US' : 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const page = await context.newPage();
  await page.goto('/prod-api/health');
  await page.evaluate((language) => localStorage.setItem('language', language), options.language ?? 'zh-cn');
  return page;
}

/** The page fits the phone: nothing scrolls sideways. */
export async function expectFitsPhone(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what}: no horizontal scrolling at 375 px`).toBeLessThanOrEqual(0);
}

/** `YYYY-MM-DD HH:mm`, `offset` days from now, as the desk's date pickers take it. */
export const dayAt = (offset: number, time = '09:00'): string => {
  const d = new Date(Date.now() + offset * 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${time}`;
};
