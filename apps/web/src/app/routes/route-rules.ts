/**
 * Spec §2 route rules as one pure decision, so the guard, the not-found boundary and the tests agree.
 */

/** Paths reachable without a token, as spec §2 lists them (plus anything containing /home). */
export const PUBLIC_PATHS: readonly string[] = [
  '/works/detail',
  '/details',
  '/neibu/login',
  '/neibu/register',
  '/neibu/retrieve',
  '/preview',
  '/preview/detail',
  '/home/homePage',
  '/noPage',
  '/pdf',
  '/experience',
  '/deepChat',
  '/home/paySuccess',
  '/screen/call',
  '/certificate/trace',
];

/**
 * The status pages (not found, no permission) show themselves to everyone: a visitor sent to /404 or
 * /401 must read why, not be asked to sign in (the router declares them with `meta(…, { status: true })`;
 * `route-rules.test.ts` checks each such route against this list).
 */
export const STATUS_PATHS: readonly string[] = ['/401', '/404', '/noPage', '/backDesk/noPage'];

/** Fixed redirects (spec §2). Applied before the login check, so `/` is public through its target. */
export const STATIC_REDIRECTS: Readonly<Record<string, string>> = {
  '/': '/home/homepage',
  '/kyjs': '/home/homepage',
  '/details': '/home/competition/details',
  '/home': '/home/homepage',
  '/center': '/center/users',
};

export const LOGIN_PATH = '/neibu/login';

export type RouteRequest = { pathname: string; search: string; hasToken: boolean };
export type RouteDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const trimSlash = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

export const isPublicPath = (pathname: string): boolean =>
  PUBLIC_PATHS.includes(pathname) || STATUS_PATHS.includes(pathname) || pathname.includes('/home');

export const decideRoute = ({ pathname, search, hasToken }: RouteRequest): RouteDecision => {
  const path = trimSlash(pathname);
  if (path.includes('/undefined')) return { kind: 'redirect', to: '/' };
  const target = STATIC_REDIRECTS[path];
  if (target) return { kind: 'redirect', to: `${target}${search}` };
  if (hasToken) {
    return path === LOGIN_PATH ? { kind: 'redirect', to: '/' } : { kind: 'allow' };
  }
  if (isPublicPath(path)) return { kind: 'allow' };
  return { kind: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(`${path}${search}`)}` };
};

/**
 * Where to go after signing in: a `redirect` query naming a path inside this site, else `fallback`.
 * Anything else (other hosts, `//evil`) is ignored so the login page cannot be used as an open redirect.
 */
export const safeRedirectTarget = (redirect: string | null, fallback: string): string => {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return fallback;
  if (redirect.startsWith(LOGIN_PATH)) return fallback;
  return redirect;
};

/** `/redirect/system/user?x=1` → `/system/user?x=1` (the redirect helper route). */
export const redirectHelperTarget = (splat: string | undefined, search: string): string =>
  `/${(splat ?? '').replace(/^\/+/, '')}${search}`;
