import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage.tsx';

export const NotFoundPage = () => {
  const { t } = useTranslation('errors');
  return <StatusPage status="404" title={t('page404.title')} subtitle={t('page404.subtitle')} />;
};
