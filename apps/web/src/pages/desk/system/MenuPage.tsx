import { useTranslation } from 'react-i18next';
import { GroupMenusPanel } from '../../../features/menus-admin/GroupMenusPanel.tsx';
import { MenuTreeTable } from '../../../features/menus-admin/MenuTreeTable.tsx';
import { UrlTabsPage } from '../../../features/table-kit/UrlTabsPage.tsx';

/** /system/menu: the menu tree, and which menus each organisation may use. */
export const MenuPage = () => {
  const { t } = useTranslation('sysAccess');
  return (
    <UrlTabsPage
      defaultTab="tree"
      items={[
        { key: 'tree', label: t('menu.tabTree'), children: <MenuTreeTable /> },
        { key: 'group', label: t('menu.tabGroup'), children: <GroupMenusPanel /> },
      ]}
    />
  );
};
