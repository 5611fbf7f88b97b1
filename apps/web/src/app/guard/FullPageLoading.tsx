import { useTranslation } from 'react-i18next';

/**
 * The page-wide loading indicator (first route, session loading). antd's large Spin drawn in CSS
 * (global.css `.page-spinner`): it shows on every first load, so Spin's code stays out of it.
 */
export const FullPageLoading = () => {
  const { t } = useTranslation();
  return (
    <div className="full-page-center" role="status" aria-live="polite">
      <span className="page-spinner" aria-hidden>
        <i />
        <i />
        <i />
        <i />
      </span>
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
};
