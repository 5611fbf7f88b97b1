import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@podium/contracts';
import { flattenMenu, joinMenuPath, menuQueryString, visibleMenuTree } from './menu-routes.ts';

const node = (over: Partial<MenuNode>): MenuNode => ({
  menuId: '1',
  menuType: 2,
  menuName: 'x',
  path: '',
  component: '',
  query: '',
  icon: '',
  visible: 1,
  children: [],
  ...over,
});

const tree: MenuNode[] = [
  node({ menuId: 'd', path: '/dashboard', menuName: '工作台', component: 'dashboard/index' }),
  node({
    menuId: 's',
    menuType: 1,
    path: '/system',
    menuName: '系统管理',
    children: [
      node({ menuId: 'u', path: 'user', menuName: '用户', component: 'system/user/index', menuType: 4 }),
      node({ menuId: 'l', path: 'log', menuName: '日志', visible: 0 }),
      node({ menuId: 'e', path: 'https://example.com', menuName: '外链' }),
    ],
  }),
];

describe('menu routes', () => {
  it('joins relative and absolute paths', () => {
    expect(joinMenuPath('/system', 'user')).toBe('/system/user');
    expect(joinMenuPath('/system', '/other/')).toBe('/other');
    expect(joinMenuPath('', 'a')).toBe('/a');
  });

  it('makes pages of types 2 and 4, skips groups and external links, marks hidden ones', () => {
    const routes = flattenMenu(tree);
    expect(routes.map((r) => r.path)).toEqual(['/dashboard', '/system/user', '/system/log']);
    expect(routes.find((r) => r.path === '/system/log')?.hidden).toBe(true);
    expect(routes.find((r) => r.path === '/system/user')?.trail).toEqual(['系统管理']);
  });

  it('shows only visible nodes in the sidebar tree', () => {
    const items = visibleMenuTree(tree);
    expect(items[1]?.children.map((c) => c.key)).toEqual(['/system/user', 'https://example.com']);
  });

  it('reads both query styles', () => {
    expect(menuQueryString('a=1&b=2')).toBe('?a=1&b=2');
    expect(menuQueryString('{"type":"x"}')).toBe('?type=x');
    expect(menuQueryString('')).toBe('');
  });
});
