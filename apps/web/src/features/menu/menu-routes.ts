import { MenuType, type MenuNode } from '@podium/contracts';

/** One page the server's menu grants (spec §2 menu tree rules). */
export type MenuRoute = {
  menuId: string;
  path: string;
  title: string;
  component: string;
  icon: string;
  query: string;
  /** visible ≠ 1: routable but not shown in the sidebar. */
  hidden: boolean;
  /** Titles of the enclosing groups, outermost first (for breadcrumbs). */
  trail: string[];
};

export const isExternalPath = (path: string): boolean => /^https?:\/\//i.test(path);

/** Menu paths may be absolute (`/system/user`) or relative to their group (`user`). */
export const joinMenuPath = (parent: string, child: string): string => {
  if (isExternalPath(child)) return child;
  if (child.startsWith('/')) return child.replace(/\/+$/, '') || '/';
  const base = parent.replace(/\/+$/, '');
  return `${base}/${child}`.replace(/\/{2,}/g, '/');
};

/** Type 1 nodes are layout groups; types 2 and 4 are pages (4 a leaf). External links are not routes. */
export const flattenMenu = (nodes: readonly MenuNode[], parentPath = '', trail: string[] = []): MenuRoute[] =>
  nodes.flatMap((node) => {
    const path = joinMenuPath(parentPath, node.path);
    const children = node.menuType === MenuType.LEAF ? [] : node.children;
    const nested = flattenMenu(children, path, [...trail, node.menuName]);
    if (node.menuType === MenuType.GROUP || isExternalPath(path)) return nested;
    const self: MenuRoute = {
      menuId: node.menuId,
      path,
      title: node.menuName,
      component: node.component,
      icon: node.icon,
      query: node.query,
      hidden: node.visible !== 1,
      trail,
    };
    return [self, ...nested];
  });

/** A visible-only copy of the tree with absolute paths, for the sidebar. */
export type MenuTreeItem = {
  key: string;
  title: string;
  icon: string;
  query: string;
  external: boolean;
  children: MenuTreeItem[];
};

export const visibleMenuTree = (nodes: readonly MenuNode[], parentPath = ''): MenuTreeItem[] =>
  nodes
    .filter((node) => node.visible === 1)
    .map((node) => {
      const path = joinMenuPath(parentPath, node.path);
      const children = node.menuType === MenuType.LEAF ? [] : visibleMenuTree(node.children, path);
      return {
        key: path,
        title: node.menuName,
        icon: node.icon,
        query: node.query,
        external: isExternalPath(path),
        children,
      };
    });

/** `a=1&b=2` or `{"a":1}` (both are seen in menu data) → a query string with leading `?`. */
export const menuQueryString = (query: string): string => {
  const text = query.trim();
  if (!text) return '';
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null) {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(parsed)) search.append(key, String(value));
        return `?${search.toString()}`;
      }
    } catch {
      return '';
    }
  }
  return `?${text.replace(/^\?/, '')}`;
};
