import { defineMessages, registerFieldLabels } from '../../platform/messages.ts';

export const enrollMessages = defineMessages({
  competitionNotFound: { zh: '竞赛不存在', en: 'The competition does not exist' },
  notOpen: { zh: '竞赛未开放报名', en: 'This competition is not open for sign-up' },
  outsideWindow: { zh: '当前不在报名时间内', en: 'Sign-up is not open at this time' },
  studentsOnly: { zh: '只有学生账号可以报名', en: 'Only student accounts can sign up' },
  itemUnknown: { zh: '赛项不属于该竞赛', en: 'The event does not belong to this competition' },
  itemNotInStage: { zh: '该赛项不参加本阶段', en: 'This event does not take part in this stage' },
  groupRequired: { zh: '请选择参赛组别', en: 'Choose a participant group' },
  groupUnknown: { zh: '组别不属于该竞赛', en: 'The participant group does not belong to this competition' },
  groupNotEligible: { zh: '该组别不在报名范围内', en: 'This participant group may not sign up' },
  teamNameRequired: { zh: '请填写队伍名称', en: 'Enter a team name' },
  invitationWrong: { zh: '邀请码错误', en: 'The invitation code is wrong' },
  emailNotEligible: {
    zh: '仅限以下邮箱域名的账号报名：{domains}',
    en: 'Only accounts with these e-mail domains may sign up: {domains}',
  },
  schoolNotEligible: { zh: '你的学校不在报名范围内', en: 'Your school may not sign up' },
  provinceNotEligible: { zh: '你所在的省份不在报名范围内', en: 'Your province may not sign up' },
  alreadyInTeam: {
    zh: '你已在该赛项的一支队伍中',
    en: 'You are already in a team for this event',
  },
  fullTotal: { zh: '报名名额已满', en: 'All places are taken' },
  fullItem: { zh: '该赛项名额已满', en: 'All places of this event are taken' },
  fullSchool: { zh: '你的学校名额已满', en: 'All places for your school are taken' },
});

registerFieldLabels({
  itemId: { zh: '赛项', en: 'event' },
  participantGroupId: { zh: '参赛组别', en: 'participant group' },
  teamName: { zh: '队伍名称', en: 'team name' },
});
