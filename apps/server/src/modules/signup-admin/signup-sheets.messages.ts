import type { LocalizedText } from '../../platform/messages.ts';
import { defineMessages } from '../../platform/messages.ts';
import { STATUS_LABELS } from './signup-admin.messages.ts';

/** Texts of the sign-up workbooks (the import's column titles live in the contracts, beside their Chinese). */
export const signUpSheetMessages = defineMessages({
  importSheet: { zh: '推荐队伍导入', en: 'Team import' },
  exportSheet: { zh: '报名列表', en: 'Sign-ups' },
  templateFile: { zh: '推荐队伍导入模板', en: 'team-import-template' },
  errorsFile: { zh: '报名导入错误', en: 'team-import-errors' },
  exportFile: { zh: '报名列表', en: 'sign-ups' },
  colCompetition: { zh: '竞赛', en: 'Competition' },
  colStage: { zh: '阶段', en: 'Stage' },
  colSchool: { zh: '学校', en: 'School' },
  colCaptain: { zh: '队长', en: 'Captain' },
  colMembers: { zh: '人数', en: 'Members' },
  colStatus: { zh: '状态', en: 'Status' },
  colSource: { zh: '来源', en: 'Source' },
  colRejectReason: { zh: '驳回原因', en: 'Reason for rejection' },
  colCreatedAt: { zh: '报名时间', en: 'Signed up at' },
  templateNotes: {
    zh: [
      '填写说明（本行及下一行表头请勿删除）：',
      '1. 每行一支推荐队伍；队伍名称、赛项、队长用户名必填，竞赛设有组别时参赛组别必填。',
      '2. 赛项与参赛组别从下拉列表选择；队长须为你所管理学校的学生账号，每名学生每个赛项只能在一支队伍中。',
      '3. 报名时间、名额与报名条件与学生自行报名相同。单元格不能以 = + - @ 开头。最多 {max} 行。',
    ].join('\n'),
    en: [
      'How to fill in (keep this row and the title row below):',
      '1. One recommended team per row; team name, event and captain username are required, the participant group too when the competition has groups.',
      '2. Pick the event and participant group from the lists; the captain must be a student account of a school you manage, and a student can be in one team per event.',
      '3. Sign-up dates, places and conditions are those of students signing up themselves. A cell must not start with = + - @. At most {max} rows.',
    ].join('\n'),
  },
});

/** A sign-up's status as a sheet cell: the status words of the messages, capitalised in English. */
export const STATUS_WORDS: Record<string, LocalizedText> = Object.fromEntries(
  Object.entries(STATUS_LABELS).map(([status, { zh, en }]) => [
    status,
    { zh, en: en.charAt(0).toUpperCase() + en.slice(1) },
  ]),
);

/** How a sign-up came in (the desk's words). */
export const SOURCE_LABELS: Record<string, LocalizedText> = {
  self: { zh: '自主报名', en: 'Self sign-up' },
  recommend: { zh: '学校推荐', en: 'School recommendation' },
  import: { zh: '导入', en: 'Import' },
  copy: { zh: '复制', en: 'Copy' },
};
