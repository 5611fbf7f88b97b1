/**
 * Lets non-React code (the request client) navigate inside the single-page app. The router registers
 * itself on start; before that, a full page load is the safe fallback.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;

export const registerNavigator = (navigate: Navigate): void => {
  navigateImpl = navigate;
};

export const navigateTo = (to: string, options?: { replace?: boolean }): void => {
  if (navigateImpl) navigateImpl(to, options);
  else window.location.assign(to);
};
