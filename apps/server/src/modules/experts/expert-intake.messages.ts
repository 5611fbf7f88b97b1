import { defineMessages } from '../../platform/messages.ts';

/** Messages of the expert import, accounts, recruitment and recommendation. */
export const intakeMessages = defineMessages({
  noRows: { zh: '文件中没有数据行', en: 'The file has no data rows' },
  importFailed: {
    zh: '导入失败：{count} 处错误，未写入任何数据',
    en: 'Import failed: {count} problems, nothing was written',
  },
  noGroup: { zh: '请先选择所属机构', en: 'Choose the organisation first' },
  accountExists: { zh: '该专家已有登录账号', en: 'The expert already has a sign-in account' },
  noAccount: { zh: '该专家还没有登录账号', en: 'The expert has no sign-in account' },
  usernameTaken: { zh: '用户名已存在', en: 'The username is taken' },
  userUnknown: { zh: '用户不存在', en: 'The user does not exist' },
  userLinkedElsewhere: {
    zh: '该用户已关联本库中的其他专家',
    en: 'The user is already linked to another expert of this library',
  },
  notOwnAccount: {
    zh: '只能为专家专用账号重置密码，关联的已有用户请在用户管理中操作',
    en: 'Only accounts made for experts can be reset here; reset a linked user in user management',
  },
  expertRoleMissing: { zh: '系统缺少“评审专家”角色（expert）', en: 'The expert role (expert) is missing' },
  campaignNotFound: { zh: '招募活动不存在', en: 'The recruitment campaign does not exist' },
  campaignClosed: { zh: '该招募已截止', en: 'The recruitment has closed' },
  deadlinePast: { zh: '截止时间须晚于现在', en: 'The deadline must be in the future' },
  alreadyApplied: {
    zh: '该手机号已提交过本次招募的申请',
    en: 'This phone number has already applied to this campaign',
  },
  applicationNotFound: { zh: '申请不存在', en: 'The application does not exist' },
  alreadyDecided: { zh: '已处理过，不能重复操作', en: 'Already decided' },
  alreadyInLibrary: {
    zh: '专家库中已有同一手机号的专家（{name}）',
    en: 'The library already holds an expert with this phone ({name})',
  },
  recommendationNotFound: { zh: '推荐不存在', en: 'The recommendation does not exist' },
  notSchool: { zh: '仅学校账号可以推荐专家', en: 'Only a school account can recommend experts' },
  consentRequired: {
    zh: '请阅读并同意个人信息使用说明',
    en: 'Please read and accept the use of your personal data',
  },
});

export const importReasonsExpert = defineMessages({
  fieldUnknown: {
    zh: '专业领域不在字典中：{value}',
    en: 'field of expertise not in the dictionary: {value}',
  },
  schoolUnknown: { zh: '学校不存在：{value}', en: 'unknown school: {value}' },
  inLibrary: { zh: '专家库中已有该专家（{name}）', en: 'already in the library ({name})' },
  bankCard: { zh: '银行卡号应为 12-19 位数字', en: 'a bank card number has 12-19 digits' },
});
