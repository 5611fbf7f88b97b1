import { defineMessages, registerFieldLabels, type FieldLabels } from '../../platform/messages.ts';

export const awardMessages = defineMessages({
  levelNotFound: { zh: '奖项不存在', en: 'The award does not exist' },
  levelInUse: { zh: '该奖项已有获奖记录，不能删除', en: 'This award has winners and cannot be deleted' },
  customNameRequired: { zh: '自定义奖项请填写名称', en: 'Give a custom award a name' },
  stageNotFound: { zh: '竞赛阶段不存在', en: 'The competition stage does not exist' },
  listNotFound: { zh: '获奖名单不存在', en: 'The award list does not exist' },
  entryNotFound: { zh: '获奖记录不存在', en: 'The award line does not exist' },
  teamNotFound: { zh: '报名队伍不存在', en: 'The sign-up does not exist' },
  userNotFound: { zh: '用户“{username}”不存在', en: 'User "{username}" does not exist' },
  winnerRequired: {
    zh: '请指定获奖队伍、获奖人或填写获奖者姓名',
    en: 'Name a team, a person or the winner’s name',
  },
  levelOfOtherCompetition: {
    zh: '奖项不属于该名单的竞赛',
    en: 'The award belongs to another competition',
  },
  noScores: {
    zh: '名单中没有带成绩的记录，无法按名次评奖',
    en: 'No line of the list has a score to rank by',
  },
  stageRequired: {
    zh: '请选择评审阶段（该名单未关联阶段）',
    en: 'Choose a review stage (the list has none)',
  },
  stageOfOtherCompetition: {
    zh: '评审阶段不属于该名单的竞赛',
    en: 'The stage belongs to another competition',
  },
  noStageResults: {
    zh: '该阶段还没有计算最终成绩，无法按成绩评奖',
    en: 'The stage has no calculated final results to award from',
  },
  importFirstHeader: { zh: '奖项', en: 'Award' },
  rowUnknownLevel: { zh: '奖项“{name}”不存在', en: 'Award "{name}" does not exist' },
  rowNoWinner: { zh: '获奖者姓名不能为空', en: 'The winner’s name is required' },
  rowBadScore: { zh: '成绩“{value}”不是数字', en: 'Score "{value}" is not a number' },
  rowFormula: { zh: '单元格不能是公式', en: 'Cells must not be formulas' },
  rowTooLong: { zh: '“{column}”过长', en: '"{column}" is too long' },
  // The workbooks: the import template, its refused rows, and a school's awards.
  templateSheet: { zh: '获奖名单', en: 'Award list' },
  templateFile: { zh: '获奖名单导入模板', en: 'award-import-template' },
  templateNotes: {
    zh: '“奖项”须与本竞赛已设置的奖项名称一致；填写“用户名”时获奖者取该用户的姓名和学校。',
    en: '“Award” must match the name of an award set for this competition; with a “Username”, the winner’s name and school are that user’s.',
  },
  errorsSheet: { zh: '导入失败', en: 'Refused rows' },
  errorsColumn: { zh: '失败原因', en: 'Reason' },
  errorsFile: { zh: '获奖名单导入失败行', en: 'award-import-refused-rows' },
  schoolSheet: { zh: '本校获奖与证书', en: 'Awards and certificates' },
  schoolFile: { zh: '本校获奖与证书', en: 'school-awards' },
  colCompetition: { zh: '竞赛', en: 'Competition' },
  colList: { zh: '获奖名单', en: 'Award list' },
  colLevel: { zh: '奖项', en: 'Award' },
  colWinner: { zh: '获奖者', en: 'Winner' },
  colStudents: { zh: '学生', en: 'Students' },
  colTeachers: { zh: '指导教师', en: 'Advisors' },
  colTeam: { zh: '队伍', en: 'Team' },
  colWork: { zh: '作品', en: 'Work' },
  colRank: { zh: '名次', en: 'Rank' },
  colScore: { zh: '成绩', en: 'Score' },
  colPublishedAt: { zh: '公布日期', en: 'Published' },
  colCertNos: { zh: '证书编号', en: 'Certificate numbers' },
  colIssuedAt: { zh: '发证日期', en: 'Issued' },
});

registerFieldLabels({
  levelId: { zh: '奖项', en: 'award' },
  listId: { zh: '获奖名单', en: 'award list' },
  entryId: { zh: '获奖记录', en: 'award line' },
  winnerName: { zh: '获奖者', en: 'winner' },
  bands: { zh: '名次区间', en: 'rank bands' },
});

/**
 * Labels of fields this module means differently from others (the same name, another thing): its own
 * routes use them (`labelModuleFields`), every other route the shared ones.
 */
export const awardFieldLabels: FieldLabels = {
  kind: { zh: '奖项类型', en: 'award kind' },
};
