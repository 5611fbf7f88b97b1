import { Button, Result } from 'antd';
import type { ResultProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

type StatusPageProps = { status: ResultProps['status']; title: string; subtitle: string };

/** Shared frame of the 401 / 404 / no-permission pages. */
export const StatusPage = ({ status, title, subtitle }: StatusPageProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="status-page">
      <Result
        status={status}
        title={<h1 className="status-page-title">{title}</h1>}
        subTitle={subtitle}
        extra={[
          <Button key="back" onClick={() => navigate(-1)}>
            {t('back')}
          </Button>,
          <Button key="home" type="primary" onClick={() => navigate('/home/homepage')}>
            {t('backHome')}
          </Button>,
        ]}
      />
    </main>
  );
};
