import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ensureSession, useSession } from '../../features/auth/session-store.ts';
import { DemoBanner } from '../../features/demo/DemoBanner.tsx';
import { hasAccessToken } from '../../storage/auth-storage.ts';
import { decideRoute } from '../routes/route-rules.ts';
import { DocumentMeta } from './DocumentMeta.tsx';
import { FullPageLoading } from './FullPageLoading.tsx';
import { useNavigationEffects } from './useNavigationEffects.ts';

/**
 * The navigation guard (spec §2/§4): applies the route rules before any page renders and, for a
 * signed-in user whose roles are not loaded yet, loads user info and menu before showing the page.
 */
export const RootLayout = () => {
  useNavigationEffects();
  const { pathname, search, key } = useLocation();
  const session = useSession();
  // A guard runs per navigation: a token stored mid-page (signing in) must not redirect the page the
  // user is still on, only the next navigation.
  // `key` changes on every navigation, even to the same URL, so the rules are re-read each time.
  const decision = useMemo(() => {
    void key;
    return decideRoute({ pathname, search, hasToken: hasAccessToken() });
  }, [key, pathname, search]);
  // The session itself follows the live token (it may be dropped by 11000 while a page is open).
  const hasToken = hasAccessToken();
  const needsSession = decision.kind === 'allow' && hasToken && session.status === 'idle';

  useEffect(() => {
    if (needsSession) void ensureSession();
  }, [needsSession]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (hasToken && (session.status === 'idle' || session.status === 'loading')) return <FullPageLoading />;
  return (
    <>
      <DocumentMeta />
      <DemoBanner />
      <Outlet />
    </>
  );
};
