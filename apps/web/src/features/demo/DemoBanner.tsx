import { useQuery } from '@tanstack/react-query';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { fetchDemoMode } from '../auth/auth-api.ts';

/**
 * A strip on every page (portal, back office, user centre, sign-in pages) while the server runs in demo
 * mode, so nobody mistakes a demo installation — public demo passwords — for a real one.
 */
export const DemoBanner = () => {
  const { t } = useTranslation('common');
  const { data } = useQuery({
    queryKey: ['demoMode'],
    queryFn: fetchDemoMode,
    staleTime: Infinity,
    retry: false,
  });
  if (!data?.demo) return null;
  // Drawn like antd's warning Alert in banner mode (global.css), without Alert's code in the first load.
  return (
    <div className="demo-banner" role="alert">
      <ExclamationCircleFilled className="demo-banner-icon" aria-hidden />
      <span>{t('demoBanner')}</span>
    </div>
  );
};
