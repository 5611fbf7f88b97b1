import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage.tsx';

/** /noPage: where unmatched routes land (spec §2). */
export const NoPermissionPage = () => {
  const { t } = useTranslation('errors');
  return <StatusPage status="403" title={t('noPage.title')} subtitle={t('noPage.subtitle')} />;
};
