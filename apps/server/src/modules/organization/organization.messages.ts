import { defineMessages, registerFieldLabels, type FieldLabels } from '../../platform/messages.ts';

export const groupMessages = defineMessages({
  notFound: { zh: '机构不存在', en: 'The organisation does not exist' },
  parentNotFound: { zh: '上级机构不存在', en: 'The superior organisation does not exist' },
  codeTaken: { zh: '机构编码 {code} 已被使用', en: 'The organisation code {code} is already in use' },
  hasChildren: {
    zh: '该机构下还有下级机构，请先删除或移走下级机构',
    en: 'This organisation still has subordinate organisations; delete or move them first',
  },
  hasUsers: {
    zh: '该机构下还有用户，请先删除或调走这些用户',
    en: 'This organisation still has users; delete or move them first',
  },
  hasRoles: {
    zh: '该机构下还有角色，请先删除这些角色',
    en: 'This organisation still has roles; delete them first',
  },
  hasWebsite: {
    zh: '该机构还有网站设置，不能删除',
    en: 'This organisation still has a website and cannot be deleted',
  },
  deleteActing: { zh: '不能删除当前所在的机构', en: 'You cannot delete the organisation you are acting for' },
  moveActing: { zh: '不能移动当前所在的机构', en: 'You cannot move the organisation you are acting for' },
  moveIntoSelf: {
    zh: '不能移动到自身或其下级机构之下',
    en: 'An organisation cannot be moved under itself or one of its subordinates',
  },
});

registerFieldLabels({
  groupId: { zh: '机构', en: 'organisation' },
  parentId: { zh: '上级机构', en: 'superior organisation' },
  name: { zh: '名称', en: 'name' },
  type: { zh: '类型', en: 'type' },
  contactName: { zh: '联系人', en: 'contact name' },
  contactPhone: { zh: '联系电话', en: 'contact phone' },
  status: { zh: '状态', en: 'status' },
  orderNum: { zh: '排序', en: 'order' },
  remark: { zh: '备注', en: 'remark' },
  keyword: { zh: '关键字', en: 'keyword' },
});

/**
 * Labels of fields this module means differently from others (the same name, another thing): its own
 * routes use them (`labelModuleFields`), every other route the shared ones.
 */
export const organizationFieldLabels: FieldLabels = {
  code: { zh: '编码', en: 'code' },
};
