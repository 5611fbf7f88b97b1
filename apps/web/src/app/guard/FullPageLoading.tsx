import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export const FullPageLoading = () => {
  const { t } = useTranslation();
  return (
    <div className="full-page-center" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
};
