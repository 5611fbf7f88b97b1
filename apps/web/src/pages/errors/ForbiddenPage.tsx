import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage.tsx';

/** /401: target of the error group (spec §2). */
export const ForbiddenPage = () => {
  const { t } = useTranslation('errors');
  return <StatusPage status="403" title={t('page401.title')} subtitle={t('page401.subtitle')} />;
};
