import { defineMessages } from '../../platform/messages.ts';

/** Texts of the user workbooks (column titles of the import live in the contracts, beside their Chinese). */
export const userSheetMessages = defineMessages({
  importSheet: { zh: '用户导入', en: 'User import' },
  exportSheet: { zh: '用户', en: 'Users' },
  templateFile: { zh: '用户导入模板', en: 'user-import-template' },
  errorsFile: { zh: '用户导入错误', en: 'user-import-errors' },
  exportFile: { zh: '用户列表', en: 'users' },
  colGroup: { zh: '机构', en: 'Organisation' },
  colDept: { zh: '部门', en: 'Department' },
  colCreatedAt: { zh: '创建时间', en: 'Created' },
  templateNotes: {
    zh: [
      '填写说明（本行及下一行表头请勿删除）：',
      '1. 用户名、姓名必填；用户名以字母开头，4-32 位字母、数字或下划线。',
      '2. 手机号、邮箱、身份证号选填，不能与已有用户重复；身份证号为 18 位。',
      '3. 所属机构编码从下拉列表选择，留空为当前机构；角色从下拉列表选择，多个角色用逗号分隔。',
      '4. 状态为“正常”或“停用”，留空为正常。单元格不能以 = + - @ 开头（不允许公式）。最多 {max} 行。',
    ].join('\n'),
    en: [
      'How to fill in (keep this row and the title row below):',
      '1. Username and name are required; a username starts with a letter and has 4-32 letters, digits or underscores.',
      '2. Phone, email and ID number are optional and must not repeat an existing user’s; an ID number has 18 characters.',
      '3. Pick the organisation code from the list (empty: the current organisation); pick roles from the list, several separated by commas.',
      '4. Status is “Active” or “Disabled” (empty: Active). A cell must not start with = + - @ (no formulas). At most {max} rows.',
    ].join('\n'),
  },
});
