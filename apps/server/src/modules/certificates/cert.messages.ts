import { defineMessages, registerFieldLabels } from '../../platform/messages.ts';

export const certMessages = defineMessages({
  batchNotFound: { zh: '证书批次不存在', en: 'The certificate batch does not exist' },
  certificateNotFound: { zh: '证书不存在', en: 'The certificate does not exist' },
  badDesign: { zh: '证书设计不正确：{reason}', en: 'The certificate design is not valid: {reason}' },
  notDraft: {
    zh: '只有草稿状态的证书可以修改或提交审核',
    en: 'Only a draft can be edited or sent for check',
  },
  notPending: { zh: '该证书不在待审核状态', en: 'This certificate is not waiting for a check' },
  notApproved: { zh: '证书审核通过后才能发放', en: 'A certificate is sent only after it has been approved' },
  ownCheck: { zh: '不能审核自己制作的证书', en: 'You cannot approve a certificate you made yourself' },
  reasonRequired: { zh: '驳回时请填写原因', en: 'Give a reason when rejecting' },
  emptyList: {
    zh: '获奖名单为空，没有可发放的证书',
    en: 'The award list is empty: there is nothing to send',
  },
  alreadyRevoked: { zh: '该证书已撤销', en: 'This certificate has already been revoked' },
  notRevoked: { zh: '只有已撤销的证书可以补发', en: 'Only a revoked certificate can be reissued' },
  alreadyReissued: { zh: '该获奖记录已有有效证书', en: 'This award line already has a valid certificate' },
  numberSpaceTaken: {
    zh: '证书编号前缀“{prefix}”、后缀“{suffix}”已被其他竞赛或单位的流水号使用，请在证书设置中换一个前缀（例如含竞赛简称）',
    en: 'Numbers with prefix “{prefix}” and suffix “{suffix}” are already issued by another competition or organiser: choose a prefix of your own in the certificate settings (e.g. with the competition’s short name)',
  },
  reviewOpen: {
    zh: '“{stages}”的评审尚未结束（评审仍在进行或有评分未提交），成绩和获奖名单还可能变化。确认后仍可发放证书',
    en: 'The review of “{stages}” is not over (still open, or with unscored work): results and the award list may still change. Confirm to send the certificates anyway',
  },
  badNumbering: { zh: '证书编号设置不正确：{reason}', en: 'The numbering settings are not valid: {reason}' },
});

registerFieldLabels({
  batchId: { zh: '证书批次', en: 'certificate batch' },
  certificateId: { zh: '证书', en: 'certificate' },
  certNo: { zh: '证书编号', en: 'certificate number' },
  design: { zh: '证书设计', en: 'design' },
  reason: { zh: '原因', en: 'reason' },
  sig: { zh: '签名', en: 'signature' },
  code: { zh: '验证码', en: 'code' },
  // The designer's font subsets (GET /certificate/font/subset).
  family: { zh: '字体', en: 'font' },
  text: { zh: '文字', en: 'text' },
});
