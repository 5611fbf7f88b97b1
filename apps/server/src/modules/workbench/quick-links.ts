import { eq } from 'drizzle-orm';
import type { MenuNode } from '@podium/contracts';
import { userQuickLinks } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import { defineMessages } from '../../platform/messages.ts';
import { buildUserMenu } from '../system/user-menu.ts';

export const quickLinkMessages = defineMessages({
  notInMenu: {
    zh: '快捷入口只能选择您当前菜单中可见的页面：{path}',
    en: 'Quick links can only be pages your current menu shows: {path}',
  },
  duplicate: { zh: '快捷入口重复：{path}', en: 'This quick link is chosen twice: {path}' },
});

/** The pages the acting group's menu shows the caller (hidden pages and the workbench itself excluded). */
export const visiblePagePaths = async (db: Db, auth: AuthContext) => {
  const paths = new Set<string>();
  // A page's path as the web app routes it: absolute as stored, or relative to its parent's.
  const join = (parent: string, child: string) =>
    child.startsWith('/')
      ? child.replace(/\/+$/, '') || '/'
      : `${parent.replace(/\/+$/, '')}/${child}`.replace(/\/{2,}/g, '/');
  const walk = (nodes: MenuNode[], parent: string) => {
    for (const node of nodes) {
      if (node.visible !== 1 || /^https?:/i.test(node.path)) continue;
      const path = join(parent, node.path);
      if (node.menuType !== 1 && node.path && path !== '/dashboard') paths.add(path);
      walk(node.children, path);
    }
  };
  walk(await buildUserMenu(db, auth, 'zh'), '');
  return paths;
};

/** The caller's pinned links still in their menu, or null when they never chose. */
export const readQuickLinks = async (db: Db, auth: AuthContext) => {
  const [row] = await db.select().from(userQuickLinks).where(eq(userQuickLinks.userId, auth.userId));
  if (!row) return { paths: null };
  const visible = await visiblePagePaths(db, auth);
  return { paths: row.paths.filter((p) => visible.has(p)) };
};

/** Saves the caller's links after checking each is a page their menu shows; an empty list clears them. */
export const saveQuickLinks = async (db: Db, auth: AuthContext, paths: string[]) => {
  const visible = await visiblePagePaths(db, auth);
  const seen = new Set<string>();
  for (const path of paths) {
    if (seen.has(path)) throw badRequest(quickLinkMessages.duplicate, { path });
    if (!visible.has(path)) throw badRequest(quickLinkMessages.notInMenu, { path });
    seen.add(path);
  }
  const [before] = await db.select().from(userQuickLinks).where(eq(userQuickLinks.userId, auth.userId));
  await db
    .insert(userQuickLinks)
    .values({ userId: auth.userId, paths })
    .onConflictDoUpdate({ target: userQuickLinks.userId, set: { paths, updatedAt: new Date() } });
  return { before: before?.paths ?? null, after: paths };
};
