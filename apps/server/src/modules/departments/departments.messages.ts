import { defineMessages, registerFieldLabels } from '../../platform/messages.ts';

export const deptMessages = defineMessages({
  notFound: { zh: '部门不存在', en: 'The department does not exist' },
  groupNotFound: { zh: '机构不存在', en: 'The organisation does not exist' },
  noGroup: { zh: '请先选择机构', en: 'Choose an organisation first' },
  parentNotFound: {
    zh: '上级部门不存在或不属于同一机构',
    en: 'The parent department does not exist in this organisation',
  },
  moveIntoSelf: {
    zh: '不能移动到自身或其下级部门之下',
    en: 'A department cannot be moved under itself or one of its sub-departments',
  },
  nameTaken: {
    zh: '同一上级下已有名为「{name}」的部门',
    en: 'A department named “{name}” already exists at this level',
  },
  hasChildren: {
    zh: '部门「{name}」下还有子部门，请先删除子部门',
    en: 'The department “{name}” still has sub-departments; delete them first',
  },
  hasUsers: {
    zh: '部门「{name}」下还有 {count} 名用户，请先调走这些用户',
    en: 'The department “{name}” still has {count} users; move them first',
  },
});

registerFieldLabels({
  deptId: { zh: '部门', en: 'department' },
  name: { zh: '名称', en: 'name' },
  leader: { zh: '负责人', en: 'leader' },
});
