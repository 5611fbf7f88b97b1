import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../features/auth/session-store.ts';
import { menuQueryString, visibleMenuTree, type MenuTreeItem } from '../../features/menu/menu-routes.ts';
import { menuIcon } from './menu-icons.tsx';

type DeskMenuProps = { mode: 'inline' | 'horizontal'; collapsed?: boolean; isDark: boolean };

type MenuItems = NonNullable<MenuProps['items']>;

const toItems = (items: MenuTreeItem[], depth = 0): MenuItems =>
  items.map((item) =>
    item.children.length > 0
      ? {
          key: item.key,
          icon: menuIcon(item.icon, depth === 0),
          label: item.title,
          children: toItems(item.children, depth + 1),
        }
      : { key: item.key, icon: menuIcon(item.icon, depth === 0), label: item.title },
  );

const findItem = (items: MenuTreeItem[], key: string): MenuTreeItem | undefined => {
  for (const item of items) {
    if (item.key === key) return item;
    const inner = findItem(item.children, key);
    if (inner) return inner;
  }
  return undefined;
};

/** Groups that contain `pathname`, so the current page's submenu starts open. */
const openKeysFor = (items: MenuTreeItem[], pathname: string): string[] =>
  items
    .filter((item) => item.children.length > 0 && findItem(item.children, pathname))
    .map((item) => item.key);

/** The desk navigation, built only from the menu the server granted for the chosen group (spec §6). */
export const DeskMenu = ({ mode, collapsed = false, isDark }: DeskMenuProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { menu } = useSession();
  const tree = useMemo(() => visibleMenuTree(menu), [menu]);
  // Users without a desk menu still have their workbench.
  const items = useMemo<MenuItems>(
    () =>
      tree.length > 0
        ? toItems(tree)
        : [{ key: '/dashboard', icon: menuIcon('DashboardOutlined', true), label: t('route.dashboard') }],
    [tree, t],
  );

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = findItem(tree, key);
    if (item?.external) window.open(item.key, '_blank', 'noopener');
    else navigate(`${key}${item ? menuQueryString(item.query) : ''}`);
  };

  return (
    <Menu
      mode={mode}
      theme={mode === 'inline' || isDark ? 'dark' : 'light'}
      items={items}
      selectedKeys={[pathname]}
      defaultOpenKeys={collapsed ? [] : openKeysFor(tree, pathname)}
      onClick={onClick}
      className={`desk-menu is-${mode}`}
    />
  );
};
