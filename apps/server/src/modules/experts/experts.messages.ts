import { defineMessages } from '../../platform/messages.ts';

export const expertMessages = defineMessages({
  notFound: { zh: '专家不存在', en: 'The expert does not exist' },
  schoolUnknown: { zh: '所选学校不存在', en: 'A chosen school does not exist' },
  fieldUnknown: {
    zh: '专业领域“{value}”不在字典中',
    en: 'The field of expertise "{value}" is not in the dictionary',
  },
  temporaryPair: {
    zh: '临时专家须同时填写所服务的竞赛和访问截止时间',
    en: 'A temporary expert needs both the competition served and the access end time',
  },
  competitionUnknown: { zh: '竞赛不存在', en: 'The competition does not exist' },
  inUse: {
    zh: '该专家已有评审任务，不能删除，可改为停用',
    en: 'The expert already has review assignments and cannot be deleted; disable them instead',
  },
});
