import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeskPageInfo } from './useDeskPageInfo.ts';

/** Workbench › menu groups › current page. */
export const DeskBreadcrumb = ({ page }: { page: DeskPageInfo }) => {
  const { t } = useTranslation(['common', 'desk']);
  const isWorkbench = page.path === '/dashboard';
  const items = [
    {
      key: 'home',
      title: isWorkbench ? t('route.dashboard') : <Link to="/dashboard">{t('route.dashboard')}</Link>,
    },
    ...(isWorkbench
      ? []
      : [...page.trail.map((title) => ({ key: title, title })), { key: 'page', title: page.title }]),
  ];
  return (
    <nav aria-label={t('desk:header.breadcrumb')} className="desk-breadcrumb">
      <Breadcrumb items={items} />
    </nav>
  );
};
