import { adoptExternalToken } from '../storage/auth-storage.ts';

/**
 * Spec §4: a token handed over in the URL (`?token=…`, e.g. from a partner site) becomes the session.
 * It is then removed from the address bar so it does not leak through bookmarks, history or Referer.
 */
export const adoptTokenFromUrl = (): void => {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return;
  adoptExternalToken(token);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
};
