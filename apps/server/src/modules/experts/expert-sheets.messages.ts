import { defineMessages } from '../../platform/messages.ts';

/** Texts of the expert workbooks (the import's column titles live in the contracts, beside their Chinese). */
export const expertSheetMessages = defineMessages({
  importSheet: { zh: '专家导入', en: 'Expert import' },
  exportSheet: { zh: '专家库', en: 'Experts' },
  templateFile: { zh: '专家导入模板', en: 'expert-import-template' },
  errorsFile: { zh: '专家导入错误', en: 'expert-import-errors' },
  exportFile: { zh: '专家库', en: 'experts' },
  colAccount: { zh: '登录账号', en: 'Sign-in account' },
  colAccessEnds: { zh: '访问截止', en: 'Access ends' },
  yes: { zh: '有', en: 'Yes' },
  no: { zh: '无', en: 'No' },
  templateNotes: {
    zh: [
      '填写说明（本行及下一行表头请勿删除）：',
      '1. 姓名必填；同一手机号、身份证号或“姓名+工作单位”不能重复，也不能与专家库中已有专家重复。',
      '2. 所属学校、回避学校填写系统中的学校名称（从下拉列表选择），多个回避学校用逗号分隔。',
      '3. 专业领域从字典中选择（下拉列表），多个用逗号分隔。手机号 11 位，身份证号 18 位，银行卡号 12-19 位数字。',
      '4. 状态为“正常”或“停用”，留空为正常。单元格不能以 = + - @ 开头（不允许公式）。最多 {max} 行。',
    ].join('\n'),
    en: [
      'How to fill in (keep this row and the title row below):',
      '1. Name is required; a phone number, ID number or “name + organisation” must not repeat, in the file or in the expert library.',
      '2. School and conflict schools are school names of the system (pick from the list); separate several conflict schools by commas.',
      '3. Fields come from the dictionary (pick from the list), several separated by commas. Phone: 11 digits; ID number: 18 characters; bank card: 12-19 digits.',
      '4. Status is “Active” or “Disabled” (empty: Active). A cell must not start with = + - @ (no formulas). At most {max} rows.',
    ].join('\n'),
  },
});
