import type { RoleDataScope, RoleRow } from '@podium/contracts';
import type { AuthContext } from '../../platform/access.ts';
import { isEditableRole, type RoleRecord } from './role-policy.ts';

/** A role as the desk shows it, with whether the viewer may change it. */
export const presentRole = (auth: AuthContext, role: RoleRecord, userCount: number): RoleRow => ({
  roleId: role.publicId,
  roleKey: role.roleKey,
  roleName: role.roleName,
  groupId: role.groupPublicId,
  groupName: role.groupName ?? '',
  dataScope: role.dataScope as RoleDataScope,
  status: role.status,
  orderNum: role.orderNum,
  permissions: role.permissions,
  userCount,
  editable: isEditableRole(auth, role),
  createdAt: role.createdAt.toISOString(),
});
