import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StatusPage } from './StatusPage.tsx';

/** /backDesk/noPage?msg=…: shows the message the request client put in the query (spec §6). */
export const BackDeskNoPage = () => {
  const { t } = useTranslation('errors');
  const [params] = useSearchParams();
  const message = params.get('msg')?.trim();
  return <StatusPage status="403" title={t('noPage.title')} subtitle={message || t('noPermission')} />;
};
