import {
  RoleApi,
  type MenuNode,
  type PageResult,
  type PermissionTreeNode,
  type RoleAddBody,
  type RoleDetail,
  type RoleRow,
  type RoleStatusBody,
  type RoleUpdateBody,
} from '@podium/contracts';
import { get, post } from '../../api/client.ts';

/** Query keys of the role area; mutations invalidate `all`. */
export const roleKeys = {
  all: ['roles'] as const,
  page: (params: Record<string, unknown>) => ['roles', 'page', params] as const,
  detail: (roleId: string) => ['roles', 'detail', roleId] as const,
  permissionTree: ['roles', 'permissionTree'] as const,
  menuTree: (groupId: string | null) => ['roles', 'menuTree', groupId] as const,
};

export const fetchRolePage = (params: Record<string, string | number | undefined>) =>
  get<PageResult<RoleRow>>(RoleApi.page, params);
export const fetchRoleDetail = (roleId: string) => get<RoleDetail>(RoleApi.detail, { roleId });
export const fetchPermissionTree = () => get<PermissionTreeNode[]>(RoleApi.permissionTree);
export const fetchRoleMenuTree = (groupId: string | null) =>
  get<MenuNode[]>(RoleApi.menuTree, groupId ? { groupId } : {});
export const addRole = (body: RoleAddBody) => post<RoleDetail>(RoleApi.add, body);
export const updateRole = (body: RoleUpdateBody) => post<RoleDetail>(RoleApi.update, body);
export const deleteRoles = (ids: string[], force: boolean) => post<null>(RoleApi.delete, { ids, force });
export const setRoleStatus = (body: RoleStatusBody) => post<null>(RoleApi.status, body);
