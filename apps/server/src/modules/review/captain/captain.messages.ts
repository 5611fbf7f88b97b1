import { defineMessages } from '../../../platform/messages.ts';

export const captainMessages = defineMessages({
  notCaptain: {
    zh: '只有本组组长可以进行此操作',
    en: 'Only the captain of this group may do this',
  },
  assignmentNotFound: { zh: '评审任务不存在', en: 'The review assignment does not exist' },
  notSubmitted: {
    zh: '只能退回已提交的评分',
    en: 'Only a submitted score can be returned',
  },
  windowClosed: {
    zh: '评审时间已结束，退回后专家无法重新提交',
    en: 'The review window is closed; the expert could not resubmit',
  },
  notMember: { zh: '所选专家不在本组', en: 'A chosen expert is not in this group' },
  nobodyLate: { zh: '没有需要提醒的专家', en: 'No expert needs a reminder' },
  returnedTitle: { zh: '评分被组长退回修改', en: 'A score was returned by your captain' },
  reminderTitle: { zh: '评审提醒', en: 'Review reminder' },
  reminderBody: {
    zh: '{group}组长提醒：您还有 {count} 件作品未完成评分，请尽快完成。',
    en: 'Your {group} captain reminds you: {count} entries still await your score.',
  },
});
