import { defineMessages, registerFieldLabels } from '../../platform/messages.ts';

export const roleMessages = defineMessages({
  notFound: { zh: '角色不存在', en: 'The role does not exist' },
  groupNotFound: { zh: '机构不存在', en: 'The organisation does not exist' },
  rootLocked: {
    zh: '超级管理员角色不能修改、停用或删除',
    en: 'The ROOT role cannot be edited, disabled or deleted',
  },
  rootReserved: { zh: '角色标识 ROOT 为系统保留', en: 'The role key ROOT is reserved' },
  platformRootOnly: { zh: '只有超级管理员可以管理平台角色', en: 'Only ROOT may manage platform roles' },
  keyTaken: {
    zh: '角色标识 {key} 在该机构中已存在',
    en: 'The role key {key} already exists in this organisation',
  },
  unknownPermission: { zh: '未知的权限标识：{key}', en: 'Unknown permission: {key}' },
  permissionNotHeld: {
    zh: '不能授予自己没有的权限：{key}',
    en: 'You cannot grant a permission you do not hold: {key}',
  },
  scopeTooWide: {
    zh: '不能授予比自己更大的数据范围',
    en: 'You cannot grant a wider data scope than your own',
  },
  unknownMenu: { zh: '菜单不存在：{menuId}', en: 'No such menu: {menuId}' },
  menuNotAllowed: { zh: '机构不可使用菜单「{name}」', en: 'The organisation may not use the menu “{name}”' },
  inUse: {
    zh: '角色「{name}」已分配给 {count} 个用户，确认删除将同时解除这些分配',
    en: 'The role “{name}” is assigned to {count} users; confirm to delete it together with these assignments',
  },
});

registerFieldLabels({
  roleId: { zh: '角色', en: 'role' },
  roleKey: { zh: '角色标识', en: 'role key' },
  roleName: { zh: '角色名称', en: 'role name' },
  dataScope: { zh: '数据范围', en: 'data scope' },
  permissions: { zh: '权限', en: 'permissions' },
  menuIds: { zh: '菜单', en: 'menus' },
  force: { zh: '确认', en: 'confirmation' },
  status: { zh: '状态', en: 'status' },
  orderNum: { zh: '排序', en: 'order' },
  keyword: { zh: '关键字', en: 'keyword' },
  groupId: { zh: '机构', en: 'organisation' },
});
