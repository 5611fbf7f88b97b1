import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GroupMenusPanel } from '../../../features/menus-admin/GroupMenusPanel.tsx';
import { MenuTreeTable } from '../../../features/menus-admin/MenuTreeTable.tsx';
import '../../../features/table-kit/system-pages.css';

/** /system/menu: the menu tree, and which menus each organisation may use. */
export const MenuPage = () => {
  const { t } = useTranslation('sysAccess');
  const [params, setParams] = useSearchParams();
  return (
    <div className="sys-page">
      <Card variant="borderless">
        <Tabs
          activeKey={params.get('tab') ?? 'tree'}
          onChange={(tab) => setParams({ tab }, { replace: true })}
          items={[
            { key: 'tree', label: t('menu.tabTree'), children: <MenuTreeTable /> },
            { key: 'group', label: t('menu.tabGroup'), children: <GroupMenusPanel /> },
          ]}
        />
      </Card>
    </div>
  );
};
