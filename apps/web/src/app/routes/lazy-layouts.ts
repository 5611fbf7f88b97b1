import { preloadNamespaces } from '../../i18n/i18n.ts';

/**
 * The shells other than the portal's load on first use, so a visitor of the portal never downloads
 * the back office, the user centre or the sign-in pages (their layouts pull in menus, tags, drawers).
 */
export const lazyDeskLayout = () =>
  Promise.all([import('../../layouts/desk/DeskLayout.tsx'), preloadNamespaces(['desk'])]).then(([m]) => ({
    Component: m.DeskLayout,
  }));
export const lazyCenterLayout = () =>
  import('../../layouts/center/CenterLayout.tsx').then((m) => ({ Component: m.CenterLayout }));
export const lazyAuthLayout = () =>
  import('../../layouts/auth/AuthLayout.tsx').then((m) => ({ Component: m.AuthLayout }));
