import { defineMessages } from '../../platform/messages.ts';

export const reviewMessages = defineMessages({
  stageNotFound: { zh: '阶段不存在', en: 'The stage does not exist' },
  noSubmittedScores: {
    zh: '该阶段还没有已提交的评分，无法计算最终成绩',
    en: 'No scores have been submitted in this stage yet; final scores cannot be calculated',
  },
  columnDuplicate: { zh: '评分项标识“{key}”重复', en: 'The scoring column key "{key}" appears twice' },
  notExpert: {
    zh: '您不是评审专家，或专家权限已到期',
    en: 'You are not a reviewer, or your access has ended',
  },
  assignmentNotFound: { zh: '评审任务不存在', en: 'The review assignment does not exist' },
  entryNotFound: { zh: '参评作品不存在', en: 'The entry does not exist' },
  expertNotFound: { zh: '专家不存在', en: 'The expert does not exist' },
  windowClosed: {
    zh: '不在评审时间内，不能评分',
    en: 'The review window is not open; scores cannot be changed',
  },
  alreadySubmitted: {
    zh: '评分已提交，不能再修改',
    en: 'The score has been submitted and can no longer be changed',
  },
  columnUnknown: { zh: '评分项“{key}”不存在', en: 'There is no scoring column "{key}"' },
  scoreOverMax: {
    zh: '“{name}”的分数不能超过 {max}',
    en: 'The score for "{name}" cannot exceed {max}',
  },
  scoreMissing: { zh: '请为“{name}”打分', en: 'Give a score for "{name}"' },
  commentMissing: { zh: '请填写“{name}”的评语', en: 'Write a comment for "{name}"' },
  conflicted: {
    zh: '该专家与参评作品存在利益冲突（{reason}），不能分配',
    en: 'The expert has a conflict of interest with this entry ({reason}) and cannot be assigned',
  },
  alreadyAssigned: { zh: '该专家已分配到此作品', en: 'The expert is already assigned to this entry' },
  assignmentStarted: {
    zh: '专家已开始评分，不能撤销分配',
    en: 'The expert has started scoring; the assignment cannot be withdrawn',
  },
  captainNotMember: { zh: '组长必须是本组成员', en: 'The captain must be a member of the group' },
  groupDuplicate: { zh: '分组名称“{name}”已存在', en: 'A group named "{name}" already exists' },
  notInWorkGroup: {
    zh: '该作品分在“{group}”，只能分配该组的专家',
    en: 'This work is distributed to "{group}"; only experts of that group can be assigned',
  },
  notInStageGroups: {
    zh: '该专家不在本阶段的任何评审组中，请先把专家加入评审组',
    en: "The expert is in none of this stage's expert groups; add them to a group first",
  },
  noExperts: { zh: '没有可分配的专家', en: 'There are no experts to distribute to' },
  fileNotFound: {
    zh: '文件不存在或链接已失效，请刷新页面',
    en: 'The file does not exist or the link has expired; reload the page',
  },
  distributionChanged: {
    zh: '分配条件已变化，请重新预览',
    en: 'The distribution inputs have changed since the preview; preview again',
  },
  reviewNotOpen: {
    zh: '该阶段的评审未在进行中，无需结束',
    en: "This stage's review is not open; there is nothing to close",
  },
  reviewAlreadyOpen: {
    zh: '该阶段的评审正在进行中',
    en: "This stage's review is already open",
  },
  reopenEndInPast: {
    zh: '重新开放的截止时间必须晚于现在',
    en: 'The new end of the review must be later than now',
  },
});

/** Conflict kinds as shown in messages. */
export const conflictLabels = {
  ownSchool: { zh: '本校作品', en: 'own school' },
  declaredSchool: { zh: '申报回避学校', en: 'declared conflict school' },
  teamMember: { zh: '指导或参与该队伍', en: 'advisor or member of the team' },
} as const;
