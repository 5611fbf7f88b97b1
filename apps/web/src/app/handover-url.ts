import { HANDOVER_PARAM } from '@podium/contracts';

/**
 * The address parameters a visit may carry about signing in, read and removed at once so they never stay
 * in the address bar, the history or a Referer. `?token=` (a bearer token in an address) is dropped and
 * never used: a link must not be able to put someone else's session into this browser (login CSRF).
 * A hand-over code (`?handover=`) is exchanged by the server for a session, once (features/auth/handover).
 */
export const takeSignInParams = (href: string): { handoverCode: string | null; cleaned: string | null } => {
  const url = new URL(href);
  const handoverCode = url.searchParams.get(HANDOVER_PARAM);
  const carried = url.searchParams.has(HANDOVER_PARAM) || url.searchParams.has('token');
  if (!carried) return { handoverCode: null, cleaned: null };
  url.searchParams.delete(HANDOVER_PARAM);
  url.searchParams.delete('token');
  return { handoverCode: handoverCode || null, cleaned: `${url.pathname}${url.search}${url.hash}` };
};
