import { defineMessages, registerFieldLabels } from '../../platform/messages.ts';

export const signUpAdminMessages = defineMessages({
  notFound: { zh: '报名记录不存在', en: 'The sign-up does not exist' },
  competitionNotFound: { zh: '竞赛不存在', en: 'The competition does not exist' },
  notOpenToSchool: {
    zh: '该竞赛当前未向本校开放报名（须已发布、报名进行中且不限定其他学校）',
    en: 'This competition is not open to your school now (it must be published, taking sign-ups and not limited to other schools)',
  },
  alreadyDecided: {
    zh: '该报名已被处理（当前状态：{status}），请刷新后查看',
    en: 'This sign-up has already been handled (now: {status}); refresh to see it',
  },
  importFailed: {
    zh: '导入失败！共 {count} 处错误，请下载错误报告修改后重新导入',
    en: 'Import failed: {count} problems; download the error report, fix it and import again',
  },
  noRows: { zh: '文件中没有数据行', en: 'The file has no data rows' },
  competitionRequired: {
    zh: '请选择竞赛（字段 competitionId）',
    en: 'Choose a competition (field competitionId)',
  },
  cellRequired: { zh: '不能为空', en: 'must not be empty' },
  cellFormula: { zh: '不能以 = + - @ 开头', en: 'must not start with = + - @' },
  itemUnknown: { zh: '赛项不存在', en: 'no such event in this competition' },
  groupUnknown: { zh: '参赛组别不存在', en: 'no such participant group in this competition' },
  captainUnknown: {
    zh: '用户不存在或不在你管理的学校',
    en: 'no such user in the schools you manage',
  },
  alreadyInTeam: {
    zh: '该学生已在该赛项的一支队伍中',
    en: 'this student is already in a team for this event',
  },
  duplicateInFile: { zh: '与第 {row} 行重复', en: 'repeats row {row}' },
});

/** Status names for messages (the web has its own labels). */
export const STATUS_LABELS: Record<string, { zh: string; en: string }> = {
  awaitingPayment: { zh: '待缴费', en: 'awaiting payment' },
  pending: { zh: '待审核', en: 'pending' },
  approved: { zh: '已通过', en: 'approved' },
  rejected: { zh: '已驳回', en: 'rejected' },
};

registerFieldLabels({
  teamIds: { zh: '报名', en: 'sign-ups' },
  reason: { zh: '原因', en: 'reason' },
});
