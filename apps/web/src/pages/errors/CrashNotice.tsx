import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a crashed page shows: an apology and a reload button (loaded only when a page crashes). */
export const CrashNotice = () => {
  const { t } = useTranslation(['errors', 'common']);
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
