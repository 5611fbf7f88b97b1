import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decideRoute, redirectHelperTarget, safeRedirectTarget, STATUS_PATHS } from './route-rules.ts';

const visit = (pathname: string, hasToken = false, search = '') =>
  decideRoute({ pathname, search, hasToken });

describe('decideRoute', () => {
  it('redirects / and /kyjs to the homepage, for visitors too', () => {
    expect(visit('/')).toEqual({ kind: 'redirect', to: '/home/homepage' });
    expect(visit('/kyjs')).toEqual({ kind: 'redirect', to: '/home/homepage' });
  });

  it('redirects /details and /center keeping the query', () => {
    expect(visit('/details', false, '?id=3')).toEqual({
      kind: 'redirect',
      to: '/home/competition/details?id=3',
    });
    expect(visit('/center', true)).toEqual({ kind: 'redirect', to: '/center/users' });
  });

  it('sends paths containing /undefined to the root', () => {
    expect(visit('/system/undefined/x', true)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('lets visitors reach public paths and anything under /home', () => {
    for (const path of [
      '/neibu/login',
      '/noPage',
      '/certificate/trace',
      '/home/news/newsList',
      '/screen/call',
    ]) {
      expect(visit(path)).toEqual({ kind: 'allow' });
    }
  });

  it('sends visitors elsewhere to the login page with a redirect query', () => {
    expect(visit('/system/user', false, '?page=2')).toEqual({
      kind: 'redirect',
      to: `/neibu/login?redirect=${encodeURIComponent('/system/user?page=2')}`,
    });
    expect(visit('/center/users').kind).toBe('redirect');
  });

  it('shows the status pages (not found, no permission) to visitors instead of asking them to sign in', () => {
    // Generated from the router: every route titled as a status page must be reachable without a token.
    const router = readFileSync(new URL('../router.tsx', import.meta.url), 'utf8');
    const statusRoutes = [
      ...router.matchAll(/path: '([^']+)'[^}]*handle: meta\('(?:forbidden|notFound|noPage)'/g),
    ].map((m) => m[1]);
    expect(statusRoutes).toEqual(expect.arrayContaining(['/401', '/404', '/noPage']));
    for (const path of statusRoutes) {
      expect(STATUS_PATHS).toContain(path);
      expect(visit(path!)).toEqual({ kind: 'allow' });
    }
  });

  it('sends a signed-in user away from the login page', () => {
    expect(visit('/neibu/login', true)).toEqual({ kind: 'redirect', to: '/' });
    expect(visit('/system/user', true)).toEqual({ kind: 'allow' });
  });
});

describe('redirect helpers', () => {
  it('only follows redirects inside the site', () => {
    expect(safeRedirectTarget('/system/user?a=1', '/dashboard')).toBe('/system/user?a=1');
    expect(safeRedirectTarget('https://evil.example', '/dashboard')).toBe('/dashboard');
    expect(safeRedirectTarget('//evil.example', '/dashboard')).toBe('/dashboard');
    expect(safeRedirectTarget(null, '/dashboard')).toBe('/dashboard');
  });

  it('turns /redirect/<path> into <path> keeping the query', () => {
    expect(redirectHelperTarget('system/user', '?a=1')).toBe('/system/user?a=1');
  });
});
