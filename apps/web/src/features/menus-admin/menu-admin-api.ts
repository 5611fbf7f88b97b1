import {
  MenuAdminApi,
  type GroupMenuResult,
  type GroupMenuSaveBody,
  type MenuAddBody,
  type MenuAdminNode,
  type MenuUpdateBody,
} from '@podium/contracts';
import { get, post } from '../../api/client.ts';

export const menuAdminKeys = {
  all: ['menusAdmin'] as const,
  tree: ['menusAdmin', 'tree'] as const,
  group: (groupId: string) => ['menusAdmin', 'group', groupId] as const,
};

export const fetchMenuTree = () => get<MenuAdminNode[]>(MenuAdminApi.tree);
export const addMenu = (body: MenuAddBody) => post<MenuAdminNode>(MenuAdminApi.add, body);
export const updateMenu = (body: MenuUpdateBody) => post<MenuAdminNode>(MenuAdminApi.update, body);
export const deleteMenus = (ids: string[]) => post<null>(MenuAdminApi.delete, { ids });
export const fetchGroupMenus = (groupId: string) => get<GroupMenuResult>(MenuAdminApi.group, { groupId });
export const saveGroupMenus = (body: GroupMenuSaveBody) => post<null>(MenuAdminApi.groupSave, body);
