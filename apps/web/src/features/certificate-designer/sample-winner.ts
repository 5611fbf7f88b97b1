import {
  CERTIFICATE_ASSETS,
  formatIssueDate,
  winnerRecordSchema,
  type WinnerRecord,
} from '@podium/certificate';

/** A made-up winner for the designer's preview (the exact PDF with a real winner is the issuing side's). */
export const SAMPLE_WINNER: WinnerRecord = winnerRecordSchema.parse({
  kind: 'team',
  awardName: '一等奖',
  competitionName: '第十二届全国大学生智能创新设计大赛',
  schools: ['东海大学'],
  members: [
    { name: '李明', school: '东海大学' },
    { name: '王芳', school: '东海大学' },
    { name: '陈晨', school: '西山理工学院' },
  ],
  teachers: [{ name: '张伟', school: '东海大学' }],
  teamName: '星火创新队',
  workName: '基于视觉的校园垃圾分拣机器人',
  holder: { name: '张伟', school: '东海大学' },
  companyName: '东海智能科技有限公司',
  certificateNumber: { prefix: 'PD', body: '0001', suffix: '' },
  issueDate: formatIssueDate(new Date()),
  qrCodeSrc: CERTIFICATE_ASSETS.qrPlaceholder,
  sealSrc: CERTIFICATE_ASSETS.seal,
});
