/**
 * Spec §4's hand-over of a session from another site, made safe: the other site (holding the person's
 * session) asks for a short-lived, single-use code and sends the browser to any page with `?handover=`;
 * the page exchanges the code for a session of its own. A bearer token never travels in an address.
 */
export const HandoverApi = {
  /** Signed in: a code for the caller's own account. */
  code: '/auth/handover/code',
  /** Public: whose account a code would sign in, without using it (the page asks before replacing a session). */
  peek: '/auth/handover/peek',
  /** Public: uses the code once and opens a session. */
  exchange: '/auth/handover/exchange',
} as const;

/** The query parameter a hand-over link carries. */
export const HANDOVER_PARAM = 'handover';
