import { defineMessages, registerFieldLabels, type FieldLabels } from '../../platform/messages.ts';

export const trialMessages = defineMessages({
  notFound: { zh: '试用申请不存在', en: 'The trial request does not exist' },
  platformOnly: {
    zh: '试用申请仅平台管理员可处理',
    en: 'Only platform administrators handle trial requests',
  },
});

registerFieldLabels({
  schoolName: { zh: '学校名称', en: 'school name' },
  contactName: { zh: '联系人', en: 'contact name' },
  phone: { zh: '手机号', en: 'phone' },
  email: { zh: '邮箱', en: 'email' },
  message: { zh: '留言', en: 'message' },
  trialId: { zh: '试用申请', en: 'trial request' },
  followUp: { zh: '跟进记录', en: 'follow-up' },
});

/**
 * Labels of fields this module means differently from others (the same name, another thing): its own
 * routes use them (`labelModuleFields`), every other route the shared ones.
 */
export const trialFieldLabels: FieldLabels = {
  createdFrom: { zh: '开始日期', en: 'from' },
  createdTo: { zh: '结束日期', en: 'to' },
};
