import { defineMessages, registerFieldLabels, type FieldLabels } from '../../platform/messages.ts';

export const menuMessages = defineMessages({
  notFound: { zh: '菜单不存在', en: 'The menu does not exist' },
  parentNotFound: { zh: '上级菜单不存在', en: 'The parent menu does not exist' },
  parentNotGroup: { zh: '上级菜单必须是目录（类型 1）', en: 'The parent menu must be a directory (type 1)' },
  componentRequired: {
    zh: '页面菜单（类型 2、4）必须填写组件',
    en: 'A page menu (type 2 or 4) needs a component',
  },
  moveIntoSelf: {
    zh: '不能移动到自身或其下级菜单之下',
    en: 'A menu cannot be moved under itself or one of its descendants',
  },
  typeHasChildren: {
    zh: '该菜单下还有子菜单，只有目录（类型 1）可以有子菜单',
    en: 'This menu has children; only a directory (type 1) may have children',
  },
  hasChildren: {
    zh: '菜单「{name}」下还有子菜单，请先删除子菜单',
    en: 'The menu “{name}” still has children; delete them first',
  },
  groupNotFound: { zh: '机构不存在', en: 'The organisation does not exist' },
  superiorOnly: {
    zh: '只有上级机构可以设置该机构可用的菜单',
    en: 'Only a superior organisation may set which menus this organisation may use',
  },
  notInParent: {
    zh: '上级机构不可使用菜单「{name}」，不能分配给下级机构',
    en: 'The superior organisation may not use the menu “{name}”, so it cannot be given to this one',
  },
  unknownMenu: { zh: '菜单不存在：{menuId}', en: 'No such menu: {menuId}' },
});

registerFieldLabels({
  menuId: { zh: '菜单', en: 'menu' },
  menuType: { zh: '菜单类型', en: 'menu type' },
  menuName: { zh: '菜单名称', en: 'menu name' },
  menuNameEn: { zh: '英文名称', en: 'English name' },
  component: { zh: '组件', en: 'component' },
  query: { zh: '路由参数', en: 'query' },
  icon: { zh: '图标', en: 'icon' },
  visible: { zh: '显示状态', en: 'visibility' },
  permission: { zh: '权限标识', en: 'permission' },
  menuIds: { zh: '菜单', en: 'menus' },
});

/**
 * Labels of fields this module means differently from others (the same name, another thing): its own
 * routes use them (`labelModuleFields`), every other route the shared ones.
 */
export const menuFieldLabels: FieldLabels = {
  path: { zh: '路由地址', en: 'path' },
};
