// Every portal page at 1440 and 375 px in zh-CN and en, signed in where the page needs it, into
// SCREENS_DIR (default e2e/screens/out). Run with `npm run screens` (builds the web first). The page list
// comes from the route tables, so a new portal route is shot without editing this file.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { RouteObject } from 'react-router';
import {
  API_BASE,
  ApiPath,
  CertificateApi,
  CompetitionApi,
  ContentApi,
  NewsApi,
  TeamApi,
  WorksApi,
  type Envelope,
  type GroupSelection,
} from '@podium/contracts';
import { CookieName, StorageKey } from '../../apps/web/src/storage/keys.ts';
import { DEMO_PASSWORD, DemoUser } from '../support/auth.ts';
import { routePaths } from '../support/route-paths.ts';

const outDir = process.env.SCREENS_DIR ?? join(import.meta.dirname, 'out');
/** Only pages whose path contains one of these comma-separated texts (quick re-shoots while fixing a page). */
const only = process.env.SCREENS_ONLY?.split(',').filter(Boolean);

// Loaded by computed specifiers so the e2e typecheck does not follow the tables' lazy .tsx pages.
const PORTAL_TABLE = '../../apps/web/src/app/routes/portal-routes.ts';
const CENTER_TABLE = '../../apps/web/src/app/routes/center-routes.ts';

type Role = 'visitor' | 'student' | 'organizer';
type Shot = { path: string; query?: string; role: Role };

async function portalScreenPaths(): Promise<string[]> {
  const { homeRoutes, portalStandaloneRoutes } = (await import(PORTAL_TABLE)) as {
    homeRoutes: RouteObject[];
    portalStandaloneRoutes: RouteObject[];
  };
  const { centerRoutes } = (await import(CENTER_TABLE)) as { centerRoutes: RouteObject[] };
  const paths = [
    ...routePaths(homeRoutes, '/home'),
    ...routePaths(centerRoutes, '/center'),
    ...routePaths(portalStandaloneRoutes, ''),
  ];
  return [...new Set([...paths, '/screen/call', '/neibu/login'])];
}

type Ids = Partial<{
  competitionId: string;
  teamId: string;
  submitTeamId: string;
  workId: string;
  shareId: string;
  newsId: string;
  draftNewsId: string;
  pageId: string;
  traceQuery: string;
  certNo: string;
}>;

async function login(page: Page, username: string): Promise<string> {
  const response = await page.request.post(`${API_BASE}${ApiPath.loginPwd}`, {
    data: { username, password: DEMO_PASSWORD },
  });
  const body = (await response.json()) as Envelope<{ token: string }>;
  expect(body.code, `login of ${username}`).toBe(0);
  return `Bearer ${body.data.token}`;
}

async function organiserGroup(page: Page, token: string): Promise<string> {
  const response = await page.request.get(`${API_BASE}${ApiPath.groupSelect}`, {
    headers: { authorization: token },
  });
  const { data } = (await response.json()) as Envelope<GroupSelection[]>;
  return (data.find((g) => g.groupName === '全国大学生创新竞赛组委会') ?? data[0])!.groupId;
}

/** The demo's real ids, read through the API as the pages would. Missing ones leave the page's own empty state. */
async function demoIds(page: Page, tokens: Record<Role, string>, groupId: string): Promise<Ids> {
  const get = async <T>(path: string, role: Role = 'visitor'): Promise<T | undefined> => {
    const headers: Record<string, string> = {};
    if (role !== 'visitor') headers.authorization = tokens[role];
    if (role === 'organizer') headers['x-group-id'] = groupId;
    const response = await page.request.get(`${API_BASE}${path}`, { headers });
    const body = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
    return body?.code === 0 ? body.data : undefined;
  };
  type Rows<T> = { rows: T[] };
  const ids: Ids = {};
  const competitions = await get<Rows<{ competitionId: string; name: string; status: string }>>(
    `${CompetitionApi.portalPage}?pageNum=1&pageSize=20`,
  );
  ids.competitionId = (
    competitions?.rows.find((c) => c.name.includes('智能创新设计')) ?? competitions?.rows[0]
  )?.competitionId;
  const teams = await get<{ teamId: string; mode: string }[]>(TeamApi.myTeams, 'student');
  ids.teamId = (teams?.find((t) => t.mode === 'team') ?? teams?.[0])?.teamId;
  const signUps = await get<{ teamId: string; work: unknown }[]>(WorksApi.mySignUps, 'student');
  ids.submitTeamId = (signUps?.find((s) => s.work) ?? signUps?.[0])?.teamId;
  const works = await get<{ workId: string; shareId: string }[]>(WorksApi.myList, 'student');
  ids.workId = works?.[0]?.workId;
  ids.shareId = works?.[0]?.shareId;
  const news = await get<Rows<{ newsId: string }>>(`${NewsApi.publicPage}?pageNum=1&pageSize=5`);
  ids.newsId = news?.rows[0]?.newsId;
  const desk = await get<Rows<{ newsId: string; status: string }>>(
    `${NewsApi.deskPage}?pageNum=1&pageSize=50`,
    'organizer',
  );
  ids.draftNewsId = (desk?.rows.find((n) => n.status !== 'published') ?? desk?.rows[0])?.newsId;
  const pages = await get<Rows<{ pageId: string }>>(
    `${ContentApi.deskPage}?pageNum=1&pageSize=5`,
    'organizer',
  );
  ids.pageId = pages?.rows[0]?.pageId;
  const certs = await get<
    { certNo: string; traceUrl: string }[] | Rows<{ certNo: string; traceUrl: string }>
  >(CertificateApi.my, 'student');
  const cert = Array.isArray(certs) ? certs[0] : certs?.rows[0];
  if (cert) {
    ids.traceQuery = new URL(cert.traceUrl, 'http://x').search.slice(1);
    ids.certNo = cert.certNo;
  }
  console.log('demo ids', ids);
  return ids;
}

const q = (name: string, value: string | undefined) =>
  value ? `${name}=${encodeURIComponent(value)}` : undefined;

/** Query and role per path; every other page is shot as a visitor without a query. */
function shotFor(path: string, ids: Ids): Shot {
  const student = (query?: string): Shot => ({ path, query, role: 'student' });
  if (path.startsWith('/center/')) return student();
  switch (path) {
    // The guide manual is for signed-in users (route rules send visitors to sign in).
    case '/manual':
      return student();
    case '/home/competition/details':
      return { path, role: 'visitor', query: q('competitionId', ids.competitionId) };
    case '/home/signUp':
      return student(q('competitionId', ids.competitionId));
    case '/home/competition/team/details':
      return student(q('teamId', ids.teamId));
    case '/home/competition/submitWork':
      return student(q('teamId', ids.submitTeamId));
    case '/home/work/workDetail':
      return student(q('workId', ids.workId));
    case '/works/detail':
      return { path, role: 'visitor', query: q('shareId', ids.shareId) };
    case '/home/newsDetails':
    case '/home/consultDetails':
      return { path, role: 'visitor', query: q('newsId', ids.newsId) };
    case '/home/searchNews':
      return { path, role: 'visitor', query: q('keyword', '报名') };
    case '/home/certificate/search':
      return { path, role: 'visitor', query: q('certNo', ids.certNo) };
    case '/certificate/trace':
      return { path, role: 'visitor', query: ids.traceQuery };
    case '/preview':
      return { path, role: 'organizer', query: q('pageId', ids.pageId) };
    case '/preview/detail':
      return { path, role: 'organizer', query: q('newsId', ids.draftNewsId) };
    default:
      return { path, role: 'visitor' };
  }
}

const fileName = (shot: Shot, width: number, language: string) =>
  `${shot.path.replace(/^\//, '').replace(/\//g, '_') || 'root'}-${width}-${language}.png`;

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
  // Sections that render as they scroll into view (the homepage's news) render, then the page returns to
  // the top so fixed headers sit where a visitor sees them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // Number-scroll (1000 ms) and entry transitions finish.
  await page.waitForTimeout(1_300);
}

async function shootAll(browser: Browser, width: number, language: 'zh-cn' | 'en'): Promise<string[]> {
  const problems: string[] = [];
  const dir = join(outDir);
  mkdirSync(dir, { recursive: true });
  const setup = await browser.newPage();
  await setup.goto(`${API_BASE}${ApiPath.health}`);
  const tokens: Record<Role, string> = {
    visitor: '',
    student: await login(setup, DemoUser.student),
    organizer: await login(setup, DemoUser.organizer),
  };
  const groupId = await organiserGroup(setup, tokens.organizer);
  const ids = await demoIds(setup, tokens, groupId);
  await setup.close();

  const shots = (await portalScreenPaths())
    .map((path) => shotFor(path, ids))
    .filter((s) => !only || only.some((text) => s.path.includes(text)));
  for (const role of ['visitor', 'student', 'organizer'] as const) {
    const mine = shots.filter((s) => s.role === role);
    if (mine.length === 0) continue;
    const context = await browser.newContext({
      viewport: { width, height: width < 800 ? 812 : 900 },
      isMobile: width < 800,
      hasTouch: width < 800,
      locale: language === 'en' ? 'en-US' : 'zh-CN',
    });
    await context.addInitScript(
      ([languageKey, languageValue, tokenKey, token, groupKey, group]) => {
        localStorage.setItem(languageKey, languageValue);
        if (token) localStorage.setItem(tokenKey, token);
        // The organiser acts for its committee (as after the /role choice); a student has no group.
        if (group) localStorage.setItem(groupKey, group);
      },
      [
        StorageKey.language,
        language,
        StorageKey.accessToken,
        tokens[role],
        StorageKey.groupId,
        role === 'organizer' ? groupId : '',
      ] as const,
    );
    if (role !== 'visitor') {
      const origin = new URL(test.info().project.use.baseURL ?? '').origin;
      await context.addCookies([
        { name: CookieName.mooToken, value: encodeURIComponent(tokens[role]), url: origin, sameSite: 'Lax' },
      ]);
    }
    const page = await context.newPage();
    page.on('pageerror', (error) => console.log(`page error on ${page.url()}: ${error.message}`));
    for (const shot of mine) {
      try {
        await page.goto(shot.query ? `${shot.path}?${shot.query}` : shot.path);
        await settle(page);
        if (!page.url().includes(shot.path)) console.log(`${shot.path} (${role}) ended at ${page.url()}`);
        await page.screenshot({ path: join(dir, fileName(shot, width, language)), fullPage: true });
      } catch (error) {
        problems.push(`${shot.path} ${width} ${language}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    await context.close();
  }
  return problems;
}

for (const language of ['zh-cn', 'en'] as const) {
  for (const width of [1440, 375]) {
    test(`portal pages at ${width} px in ${language}`, async ({ browser }) => {
      const problems = await shootAll(browser, width, language);
      expect(problems, 'every page was shot').toEqual([]);
    });
  }
}
