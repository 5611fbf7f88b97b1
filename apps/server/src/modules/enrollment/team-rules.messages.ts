import { defineMessages } from '../../platform/messages.ts';

/** Why a team cannot be approved or submit a work: the competition's rule it breaks, with its numbers. */
export const teamRuleMessages = defineMessages({
  tooFewStudents: {
    zh: '队伍不符合竞赛规则：学生人数为 {count} 人，竞赛要求 {min}–{max} 人',
    en: 'The team breaks the competition’s rules: it has {count} student(s); {min}–{max} are required',
  },
  tooManyStudents: {
    zh: '队伍不符合竞赛规则：学生人数为 {count} 人，竞赛最多允许 {max} 人',
    en: 'The team breaks the competition’s rules: it has {count} students; at most {max} are allowed',
  },
  tooFewAdvisors: {
    zh: '队伍不符合竞赛规则：指导教师 {count} 人，竞赛要求至少 {min} 人',
    en: 'The team breaks the competition’s rules: it has {count} advisor(s); at least {min} are required',
  },
  tooManyAdvisors: {
    zh: '队伍不符合竞赛规则：指导教师 {count} 人，竞赛最多允许 {max} 人',
    en: 'The team breaks the competition’s rules: it has {count} advisors; at most {max} are allowed',
  },
});
