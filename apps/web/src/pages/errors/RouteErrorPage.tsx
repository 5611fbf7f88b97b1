import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Navigate, useLocation, useRouteError } from 'react-router';
import { decideRoute } from '../../app/routes/route-rules.ts';
import { hasAccessToken } from '../../storage/auth-storage.ts';

/**
 * Root error boundary. A path that matches nothing (even after menu routes were added) still obeys
 * the route rules first, then goes to /noPage (spec §2); real crashes get a reload prompt.
 */
export const RouteErrorPage = () => {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const { t } = useTranslation(['errors', 'common']);
  if (isRouteErrorResponse(error) && error.status === 404) {
    const decision = decideRoute({ pathname, search, hasToken: hasAccessToken() });
    return <Navigate to={decision.kind === 'redirect' ? decision.to : '/noPage'} replace />;
  }
  return (
    <main className="status-page">
      <Result
        status="error"
        title={<h1 className="status-page-title">{t('crash.title')}</h1>}
        subTitle={t('crash.subtitle')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('common:refresh')}
          </Button>
        }
      />
    </main>
  );
};
