import { defineMessages, registerFieldLabels, type FieldLabels } from '../../platform/messages.ts';

/** Messages of the system-user calls, in both languages. */
export const userMessages = defineMessages({
  notFound: { zh: '用户不存在', en: 'The user does not exist' },
  groupNotFound: { zh: '所属机构不存在', en: 'The organisation does not exist' },
  deptNotFound: {
    zh: '部门不存在或不属于所选机构',
    en: 'The department does not exist or belongs to another organisation',
  },
  roleNotGrantable: { zh: '角色不存在或无权分配：{role}', en: 'Unknown role or not yours to assign: {role}' },
  ownRoles: { zh: '不能修改自己的角色', en: 'You cannot change your own roles' },
  usernameTaken: { zh: '用户名“{value}”已存在', en: 'The username “{value}” is taken' },
  phoneTaken: { zh: '该手机号已被其他用户使用', en: 'This phone number is used by another user' },
  emailTaken: { zh: '该邮箱已被其他用户使用', en: 'This email is used by another user' },
  idCardTaken: { zh: '该身份证号已被其他用户使用', en: 'This ID number is used by another user' },
  deleteSelf: { zh: '不能删除当前登录的用户', en: 'You cannot delete yourself' },
  disableSelf: { zh: '不能停用当前登录的用户', en: 'You cannot disable yourself' },
  lastRoot: { zh: '不能删除最后一个超级管理员', en: 'The last ROOT administrator cannot be deleted' },
  rootProtected: {
    zh: '只有超级管理员可以修改超级管理员',
    en: 'Only a ROOT administrator may change a ROOT administrator',
  },
  nothingToReveal: { zh: '该用户未填写此信息', en: 'The user has no such value' },
  sessionNotFound: { zh: '会话不存在或已下线', en: 'The session does not exist or has ended' },
  initialPassword: {
    zh: '初始密码需为 8-64 位，并包含字母和数字',
    en: 'The initial password needs 8-64 characters with letters and digits',
  },
  noRows: { zh: '文件中没有数据行', en: 'The file has no data rows' },
  importFailed: { zh: '导入失败，共 {count} 处错误', en: 'Import failed: {count} problems' },
});

/** Reasons attached to bad rows of an import (shown in the check table and the error workbook). */
export const importReasons = defineMessages({
  required: { zh: '必填', en: 'required' },
  formula: { zh: '不允许公式', en: 'formulas are not allowed' },
  duplicateInFile: { zh: '与第 {row} 行重复', en: 'duplicates row {row}' },
  usernameExists: {
    zh: '用户名已存在（可勾选“更新已有用户”）',
    en: 'username exists (choose “update existing users”)',
  },
  notInScope: { zh: '无权修改该用户', en: 'you may not change this user' },
  takenByOther: { zh: '已被其他用户使用', en: 'used by another user' },
  groupUnknown: {
    zh: '机构编码不存在或不在管辖范围内',
    en: 'unknown organisation code or outside your organisations',
  },
  ownRoles: { zh: '不能修改自己的角色', en: 'you cannot change your own roles' },
  roleUnknown: { zh: '角色不存在或无权分配：{role}', en: 'unknown role or not yours to assign: {role}' },
  statusUnknown: {
    zh: '状态只能是“正常”或“停用”',
    en: 'status must be “Active” or “Disabled” (a Chinese template’s two words are accepted too)',
  },
  tooLong: { zh: '不能超过 {max} 个字符', en: 'at most {max} characters' },
});

registerFieldLabels({
  userId: { zh: '用户', en: 'user' },
  phone: { zh: '手机号', en: 'phone' },
  email: { zh: '邮箱', en: 'email' },
  deptId: { zh: '部门', en: 'department' },
  roleId: { zh: '角色', en: 'role' },
  roleIds: { zh: '角色', en: 'roles' },
  status: { zh: '状态', en: 'status' },
  avatar: { zh: '头像', en: 'avatar' },
  field: { zh: '字段', en: 'field' },
  keyword: { zh: '关键字', en: 'keyword' },
  createdFrom: { zh: '创建起始日期', en: 'created from' },
  createdTo: { zh: '创建截止日期', en: 'created to' },
  sessionIds: { zh: '会话', en: 'sessions' },
  updateExisting: { zh: '更新已有用户', en: 'update existing users' },
});

/**
 * Labels of fields this module means differently from others (the same name, another thing): its own
 * routes use them (`labelModuleFields`), every other route the shared ones.
 */
export const systemUserFieldLabels: FieldLabels = {
  groupId: { zh: '所属机构', en: 'organisation' },
};
