import Cookies from 'js-cookie';

/** Spec §9: cookies live one day on the whole site and are not sent on cross-site posts. */
const COOKIE_DEFAULTS = { expires: 1, path: '/', sameSite: 'Lax' } as const;

export const setCookie = (name: string, value: string): void => {
  Cookies.set(name, value, COOKIE_DEFAULTS);
};

export const getCookie = (name: string): string | undefined => Cookies.get(name);

export const removeCookie = (name: string): void => {
  Cookies.remove(name, { path: COOKIE_DEFAULTS.path });
};
