import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { safeRedirectTarget } from '../../../app/routes/route-rules.ts';
import { usePunctuation } from '../../../i18n/usePunctuation.ts';
import { centerApi, centerKeys } from '../center-api.ts';

/** The query a new account arrives with: `?welcome=1&redirect=<where it was going>`. */
export const WELCOME_PARAM = 'welcome';

/** Where a new account goes on to from its profile: the page it came from, else the homepage; null when not welcoming. */
export const welcomeNext = (params: URLSearchParams) =>
  params.get(WELCOME_PARAM) === '1' ? safeRedirectTarget(params.get('redirect'), '/home/homepage') : null;

/**
 * Right after registering, the profile page greets the new account with what its profile still lacks
 * and a way on to where the person was going (the page they came from, else the homepage).
 */
export const WelcomeAlert = () => {
  const { t } = useTranslation('center');
  const punct = usePunctuation();
  const [params] = useSearchParams();
  const overview = useQuery({ queryKey: centerKeys.overview, queryFn: centerApi.overview });
  const next = welcomeNext(params);
  if (next === null) return null;
  const missing = overview.data?.profile.missing ?? [];
  return (
    <Alert
      type={missing.length ? 'info' : 'success'}
      showIcon
      className="welcome-alert"
      style={{ marginBottom: 16 }}
      data-testid="welcome-alert"
      title={t('welcome.title')}
      description={
        missing.length
          ? t('welcome.missing', {
              fields: punct.list(missing.map((f) => t(`field.${f}` as 'field.phone'))),
            })
          : t('welcome.complete')
      }
      action={
        <Link to={next}>
          <Button size="small">{t('welcome.later')}</Button>
        </Link>
      }
    />
  );
};
