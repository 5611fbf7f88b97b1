import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PortalFooter } from './PortalFooter.tsx';
import { PortalHeader } from './PortalHeader.tsx';
import './portal.css';

/** Public website frame (spec §1 portal): header, page, footer. */
export const PortalLayout = () => {
  const { t } = useTranslation();
  return (
    <div className="portal">
      <a href="#main-content" className="skip-link">
        {t('skipToContent')}
      </a>
      <PortalHeader />
      <main id="main-content" className="portal-main" tabIndex={-1}>
        <Outlet />
      </main>
      <PortalFooter />
    </div>
  );
};
