import { defineMessages, registerFieldLabels, type FieldLabels } from '../../platform/messages.ts';

export const contentMessages = defineMessages({
  notFound: { zh: '内容页面不存在', en: 'The content page does not exist' },
  unknownSlug: {
    zh: '页面标识“{slug}”不是门户的内容页面',
    en: 'Page key "{slug}" is not a content page of the portal',
  },
  slugTaken: { zh: '同类内容中已有标识“{slug}”', en: 'Another item of this kind already uses "{slug}"' },
  emptyPage: { zh: '页面正文不能为空', en: 'A page needs some content' },
  noGroup: { zh: '请先选择所属机构', en: 'Choose the organisation you act for first' },
  kindFixed: { zh: '不能修改内容类型', en: 'The kind of an item cannot change' },
});

registerFieldLabels({
  pageId: { zh: '内容页面', en: 'content page' },
  slug: { zh: '页面标识', en: 'page key' },
  orderNum: { zh: '排序', en: 'order' },
});

/**
 * Labels of fields this module means differently from others (the same name, another thing): its own
 * routes use them (`labelModuleFields`), every other route the shared ones.
 */
export const contentFieldLabels: FieldLabels = {
  kind: { zh: '内容类型', en: 'kind' },
};
