import { expect, type Page } from '@playwright/test';
import { API_BASE, ApiPath, type Envelope, type GroupSelection } from '@podium/contracts';
import { CookieName, StorageKey } from '../../apps/web/src/storage/keys.ts';

/** Demo accounts seeded in demo mode (apps/server/src/db/seed); all share one password. */
export const DEMO_PASSWORD = 'Demo@12345';
export const DemoUser = {
  admin: 'admin',
  organizer: 'organizer',
  school: 'school',
  expert: 'expert',
  student: 'student',
  student2: 'student2',
} as const;

const BEARER = 'Bearer ';

/**
 * Signs in through the API instead of the login form and stores the token exactly as the web does
 * (apps/web/src/storage/auth-storage.ts): localStorage `accessToken` and cookie `moo-token`, both
 * `Bearer <token>`. Journeys that test the login form itself use the form instead.
 * Returns the stored value, ready for an Authorization header.
 */
export async function loginByApi(page: Page, username: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await page.request.post(`${API_BASE}${ApiPath.loginPwd}`, {
    data: { username, password },
  });
  expect(response.ok(), `login of ${username}: HTTP ${response.status()}`).toBe(true);
  const body = (await response.json()) as Envelope<{ token: string }>;
  expect(body.code, `login of ${username}: ${body.msg}`).toBe(0);
  const value = `${BEARER}${body.data.token}`;

  // localStorage belongs to the origin: open a cheap same-origin document before writing to it.
  if (!page.url().startsWith(new URL('/', response.url()).origin)) {
    await page.goto(`${API_BASE}${ApiPath.health}`);
  }
  await page.evaluate(([key, token]) => window.localStorage.setItem(key, token), [
    StorageKey.accessToken,
    value,
  ] as const);
  // js-cookie writes values URI-encoded ("Bearer%20…") and decodes them on read; do the same.
  await page.context().addCookies([
    {
      name: CookieName.mooToken,
      value: encodeURIComponent(value),
      url: new URL('/', response.url()).origin,
      sameSite: 'Lax',
    },
  ]);
  return value;
}

/**
 * Signs in through the API and acts for one of the user's groups (the desk reads `groupId` from
 * localStorage, as after the /role choice). Returns the headers an API call in that role carries.
 */
export async function actFor(
  page: Page,
  username: string,
  groupName: string,
  password?: string,
): Promise<{ authorization: string; 'x-group-id': string }> {
  const token = await loginByApi(page, username, password);
  const response = await page.request.get(`${API_BASE}${ApiPath.groupSelect}`, {
    headers: { authorization: token },
  });
  const { data: groups } = (await response.json()) as Envelope<GroupSelection[]>;
  const group = groups.find((g) => g.groupName === groupName);
  expect(group, `${username} acts for ${groupName}`).toBeDefined();
  await page.evaluate((groupId) => localStorage.setItem('groupId', groupId), group!.groupId);
  return { authorization: token, 'x-group-id': group!.groupId };
}
