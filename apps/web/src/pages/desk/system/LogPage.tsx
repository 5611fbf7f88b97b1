import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoginLogTab } from '../../../features/logs/LoginLogTab.tsx';
import { OperationLogTab } from '../../../features/logs/OperationLogTab.tsx';
import '../../../features/table-kit/system-pages.css';

/** /system/log: operation and login logs — read and export only. */
export const LogPage = () => {
  const { t } = useTranslation('sysAccess');
  const [params, setParams] = useSearchParams();
  return (
    <div className="sys-page">
      <Card variant="borderless">
        <Tabs
          activeKey={params.get('tab') ?? 'operation'}
          onChange={(tab) => setParams({ tab }, { replace: true })}
          items={[
            { key: 'operation', label: t('log.operation'), children: <OperationLogTab /> },
            { key: 'login', label: t('log.login'), children: <LoginLogTab /> },
          ]}
        />
      </Card>
    </div>
  );
};
