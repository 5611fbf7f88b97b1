import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
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
  return <Alert className="demo-banner" banner type="warning" showIcon title={t('demoBanner')} />;
};
