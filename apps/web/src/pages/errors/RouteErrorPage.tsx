import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, Navigate, useLocation, useRouteError } from 'react-router';
import { decideRoute } from '../../app/routes/route-rules.ts';
import { hasAccessToken } from '../../storage/auth-storage.ts';

// antd's Result is heavy and crashes are rare: the notice loads when one happens.
const CrashNotice = lazy(() => import('./CrashNotice.tsx').then((m) => ({ default: m.CrashNotice })));

/**
 * Root error boundary. A path that matches nothing (even after menu routes were added) still obeys
 * the route rules first, then goes to /noPage (spec §2); real crashes get a reload prompt.
 */
export const RouteErrorPage = () => {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const decision = decideRoute({ pathname, search, hasToken: hasAccessToken() });
    return <Navigate to={decision.kind === 'redirect' ? decision.to : '/noPage'} replace />;
  }
  return (
    <Suspense fallback={null}>
      <CrashNotice />
    </Suspense>
  );
};
