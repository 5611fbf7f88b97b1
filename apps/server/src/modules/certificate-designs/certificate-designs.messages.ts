import { defineMessages, registerFieldLabels, type FieldLabels } from '../../platform/messages.ts';

export const designMessages = defineMessages({
  notFound: { zh: '证书设计不存在', en: 'The certificate design does not exist' },
  noGroup: { zh: '请先选择机构', en: 'Choose an organisation first' },
  invalid: { zh: '证书设计内容有误：{reason}', en: 'The certificate design is not valid: {reason}' },
});

registerFieldLabels({
  designId: { zh: '证书设计', en: 'certificate design' },
  origin: { zh: '来源模板', en: 'origin' },
});

/**
 * Labels of fields this module means differently from others (the same name, another thing): its own
 * routes use them (`labelModuleFields`), every other route the shared ones.
 */
export const certificateDesignFieldLabels: FieldLabels = {
  design: { zh: '证书设计内容', en: 'design document' },
  kind: { zh: '类型', en: 'kind' },
};
