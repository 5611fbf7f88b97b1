/** Where a hand-over leaves "whose account is now signed in" for the page to say once (session storage). */
export const HANDOVER_NOTICE_KEY = 'podium.handoverNotice';

export const hasHandoverNotice = (): boolean => {
  try {
    return window.sessionStorage.getItem(HANDOVER_NOTICE_KEY) !== null;
  } catch {
    return false;
  }
};
