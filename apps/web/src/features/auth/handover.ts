import { HandoverApi, type HandoverAccount, type HandoverSession } from '@podium/contracts';
import { post } from '../../api/client.ts';
import { takeSignInParams } from '../../app/handover-url.ts';
import { adoptExternalToken, clearSession, hasAccessToken } from '../../storage/auth-storage.ts';
import { fetchUserInfo } from './auth-api.ts';
import { HANDOVER_NOTICE_KEY as NOTICE_KEY } from './handover-notice-key.ts';
import { setPending } from './handover-store.ts';

export { usePendingHandover, type PendingHandover } from './handover-store.ts';

/**
 * Spec §4's hand-over from another site, made safe. The link carries a one-minute, single-use code
 * (`?handover=`); the server exchanges it for a session. Nobody's session is replaced without asking:
 * with someone signed in here, the page first shows whose account the link is for and waits for a yes.
 * After a hand-over the page says whose account is now signed in (HandoverNotice).
 */

const rememberNotice = (account: HandoverAccount) => {
  try {
    window.sessionStorage.setItem(NOTICE_KEY, JSON.stringify(account));
  } catch {
    // Storage blocked: the header still shows the signed-in name.
  }
};

let notice: HandoverAccount | null | undefined;

/**
 * The account a hand-over just signed in: read once per page load (then forgotten by the storage, so a
 * reload does not say it again); the same answer for every caller during this load.
 */
export const takeHandoverNotice = (): HandoverAccount | null => {
  if (notice !== undefined) return notice;
  try {
    const raw = window.sessionStorage.getItem(NOTICE_KEY);
    window.sessionStorage.removeItem(NOTICE_KEY);
    notice = raw ? (JSON.parse(raw) as HandoverAccount) : null;
  } catch {
    notice = null;
  }
  return notice;
};

const exchange = async (code: string) => {
  const session = await post<HandoverSession>(HandoverApi.exchange, { code });
  adoptExternalToken(session.token);
  rememberNotice({ username: session.username, maskedName: session.maskedName });
};

/**
 * Runs before the router exists (main.tsx), so the guard's first decision sees the outcome. Nobody signed
 * in here: the code becomes a session. Someone signed in: the same account needs nothing; another one
 * waits for the person's answer (HandoverPrompt). A bad or used code changes nothing.
 */
export const resolveHandover = async (): Promise<void> => {
  const { handoverCode, cleaned } = takeSignInParams(window.location.href);
  if (cleaned !== null) window.history.replaceState(window.history.state, '', cleaned);
  if (!handoverCode) return;
  try {
    if (!hasAccessToken()) {
      await exchange(handoverCode);
      return;
    }
    const [account, current] = await Promise.all([
      post<HandoverAccount>(HandoverApi.peek, { code: handoverCode }),
      fetchUserInfo().catch(() => null),
    ]);
    if (current?.username === account.username) return;
    setPending({ code: handoverCode, account, currentName: current?.realName ?? '' });
  } catch {
    // An expired or used link signs nobody in; the visitor carries on as they were.
  }
};

/** The person said yes: the link's account replaces the current session, and the page starts afresh. */
export const acceptHandover = async (code: string): Promise<void> => {
  clearSession();
  await exchange(code);
  window.location.reload();
};

export const declineHandover = () => setPending(null);
