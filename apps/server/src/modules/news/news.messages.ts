import { defineMessages, registerFieldLabels, type FieldLabels } from '../../platform/messages.ts';

export const newsMessages = defineMessages({
  notFound: { zh: '新闻不存在', en: 'The news article does not exist' },
  submissionNotFound: { zh: '新闻申请不存在', en: 'The news submission does not exist' },
  unknownType: {
    zh: '新闻类型“{type}”不在网站导航的新闻栏目中',
    en: 'News type "{type}" is not a news column of the site navigation',
  },
  emptyContent: { zh: '正文不能为空', en: 'The content must not be empty' },
  noGroup: { zh: '请先选择所属机构', en: 'Choose the organisation you act for first' },
  alreadyReviewed: { zh: '该申请已审核，不能重复审核', en: 'This submission has already been reviewed' },
  reasonRequired: { zh: '驳回时请填写原因', en: 'Give a reason when rejecting' },
  ownSubmission: {
    zh: '不能审核本机构提交的申请',
    en: 'You cannot review your own organisation’s submission',
  },
});

registerFieldLabels({
  newsId: { zh: '新闻', en: 'news' },
  newsType: { zh: '新闻类型', en: 'news type' },
  summary: { zh: '摘要', en: 'summary' },
  content: { zh: '正文', en: 'content' },
  cover: { zh: '封面', en: 'cover' },
  publishAt: { zh: '发布时间', en: 'publish time' },
  attachments: { zh: '附件', en: 'attachments' },
  pinned: { zh: '置顶', en: 'pinned' },
  submissionId: { zh: '新闻申请', en: 'submission' },
  approved: { zh: '审核结果', en: 'decision' },
  reason: { zh: '原因', en: 'reason' },
});

/**
 * Labels of fields this module means differently from others (the same name, another thing): its own
 * routes use them (`labelModuleFields`), every other route the shared ones.
 */
export const newsFieldLabels: FieldLabels = {
  competitionId: { zh: '关联竞赛', en: 'competition' },
};
