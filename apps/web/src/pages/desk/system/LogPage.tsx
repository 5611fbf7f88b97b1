import { useTranslation } from 'react-i18next';
import { LoginLogTab } from '../../../features/logs/LoginLogTab.tsx';
import { OperationLogTab } from '../../../features/logs/OperationLogTab.tsx';
import { UrlTabsPage } from '../../../features/table-kit/UrlTabsPage.tsx';

/** /system/log: operation and login logs — read and export only. */
export const LogPage = () => {
  const { t } = useTranslation('sysAccess');
  return (
    <UrlTabsPage
      defaultTab="operation"
      items={[
        { key: 'operation', label: t('log.operation'), children: <OperationLogTab /> },
        { key: 'login', label: t('log.login'), children: <LoginLogTab /> },
      ]}
    />
  );
};
