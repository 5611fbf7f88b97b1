import { defineMessages, registerFieldLabels } from '../../platform/messages.ts';

/** Refusals of team calls: invitations, joining, leaving, copying. */
export const teamMessages = defineMessages({
  teamNotFound: { zh: '队伍不存在', en: 'The team does not exist' },
  captainOnly: { zh: '只有队长可以进行此操作', en: 'Only the team captain can do this' },
  notTeamMode: {
    zh: '该竞赛为个人赛，不能邀请队员',
    en: 'This is an individual competition: no invitations',
  },
  noAdvisors: { zh: '该竞赛不设指导教师', en: 'This competition has no advisors' },
  invitationInvalid: { zh: '邀请链接无效', en: 'The invitation link is not valid' },
  invitationExpired: {
    zh: '邀请已过期，请联系队长重新邀请',
    en: 'The invitation has expired; ask the captain for a new one',
  },
  invitationRevoked: { zh: '邀请已被队长撤销', en: 'The captain has revoked this invitation' },
  windowClosed: { zh: '报名已截止，队伍不能再变动', en: 'Sign-up has closed; the team can no longer change' },
  teamFull: { zh: '队伍人数已满', en: 'The team is full' },
  advisorsFull: { zh: '指导教师名额已满', en: 'The team has all the advisors it may have' },
  alreadyInTeam: {
    zh: '你已在该赛项的一支队伍中，不能再加入其他队伍',
    en: 'You are already in a team for this event and cannot join another',
  },
  alreadyMember: { zh: '你已是该队伍的成员', en: 'You are already in this team' },
  studentsOnly: { zh: '只有学生账号可以作为队员加入', en: 'Only student accounts can join as members' },
  teachersOnly: { zh: '只有教师账号可以作为指导教师加入', en: 'Only teacher accounts can join as advisors' },
  memberNotFound: { zh: '该成员不在队伍中', en: 'This person is not in the team' },
  captainCannotLeave: {
    zh: '队长不能退出队伍',
    en: 'The captain cannot leave the team',
  },
  notMember: { zh: '你不是该队伍的成员', en: 'You are not in this team' },
  copySameStage: { zh: '不能复制到报名所在的同一阶段', en: 'Choose another stage than the team’s own' },
  copyMemberTaken: {
    zh: '有队员已在目标赛项的其他队伍中',
    en: 'A member is already in another team for the target event',
  },
  copyTeamTooLarge: {
    zh: '队伍人数超过目标竞赛的队伍人数上限',
    en: 'The team is larger than the target competition allows',
  },
  copyModeMismatch: {
    zh: '个人报名与团队报名不能互相复制',
    en: 'An individual sign-up and a team sign-up cannot be copied into each other',
  },
  userNotFound: { zh: '用户不存在', en: 'The user does not exist' },
  inviteeNotFound: {
    zh: '没有找到使用该账号、手机号或邮箱的注册用户',
    en: 'No registered user has this account name, phone number or e-mail',
  },
  inviteSelf: { zh: '不能邀请自己', en: 'You cannot invite yourself' },
  inviteeAlreadyMember: { zh: '此人已在队伍中', en: 'This person is already in the team' },
  inviteePending: {
    zh: '已邀请此人，正在等待其答复',
    en: 'This person is already invited and has not answered yet',
  },
  inviteeNotStudent: {
    zh: '只能邀请学生账号作为队员',
    en: 'Only a student account can be invited as a member',
  },
  inviteeNotTeacher: {
    zh: '只能邀请教师账号作为指导教师',
    en: 'Only a teacher account can be invited as an advisor',
  },
  invitationNotYours: {
    zh: '该邀请是发给其他人的，只有被邀请人可以答复',
    en: 'This invitation is addressed to someone else; only they can answer it',
  },
  invitationAnswered: { zh: '该邀请已答复过', en: 'This invitation has already been answered' },
  rosterLocked: {
    zh: '队伍已有评审成绩或获奖记录，成员名单已锁定，不能再加入、退出或移除成员',
    en: 'The team already has review results or awards: its roster is locked, and nobody can join, leave or be removed',
  },
  schoolMissing: {
    zh: '加入本队需要先选择你的学校',
    en: 'Choose your school to join this team',
  },
  schoolUnknown: { zh: '所选学校不存在或已停用', en: 'The chosen school does not exist or is disabled' },
  schoolAlreadySet: {
    zh: '你已设置学校；更换学校请在个人中心提出申请',
    en: 'Your school is already set; ask for a change in your user centre',
  },
});

registerFieldLabels({
  teamId: { zh: '队伍', en: 'team' },
  token: { zh: '邀请链接', en: 'invitation link' },
  invitationId: { zh: '邀请', en: 'invitation' },
  idCard: { zh: '身份证号', en: 'ID number' },
  studentNo: { zh: '学号', en: 'student number' },
  college: { zh: '学院', en: 'college' },
  major: { zh: '专业', en: 'major' },
  grade: { zh: '年级', en: 'grade' },
  phone: { zh: '手机号', en: 'phone' },
  realName: { zh: '姓名', en: 'name' },
});
