import { defineMessages, registerFieldLabels, type FieldLabels } from '../../platform/messages.ts';

export const websiteAdminMessages = defineMessages({
  hostTaken: { zh: '域名 {host} 已被其他网站使用', en: 'The host name {host} is used by another site' },
  hostRepeated: { zh: '域名 {host} 重复', en: 'The host name {host} is listed twice' },
  noSite: { zh: '请先保存网站设置', en: 'Save the website settings first' },
  bannerNotFound: { zh: '横幅不存在', en: 'The banner does not exist' },
  bannerWindow: { zh: '结束时间须晚于开始时间', en: 'The end must be later than the start' },
  sortIncomplete: { zh: '排序须包含该网站的全部横幅', en: 'The order must list every banner of the site' },
});

registerFieldLabels({
  hosts: { zh: '域名', en: 'host names' },
  title: { zh: '标题', en: 'title' },
  description: { zh: '描述', en: 'description' },
  iconUrl: { zh: '图标', en: 'icon' },
  templateType: { zh: '模板类型', en: 'template' },
  navigationSettings: { zh: '导航设置', en: 'navigation' },
  tem: { zh: '栏目标识', en: 'section key' },
  children: { zh: '子菜单', en: 'sub-items' },
  dictValue: { zh: '字典值', en: 'dictionary value' },
  wording: { zh: '文案', en: 'wording' },
  submitButton: { zh: '提交按钮文案', en: 'submit button wording' },
  workSelectLabel: { zh: '作品选择文案', en: 'work selection wording' },
  signUpItemLabel: { zh: '报名项文案', en: 'sign-up item wording' },
  bannerId: { zh: '横幅', en: 'banner' },
  imageUrl: { zh: '图片', en: 'image' },
  link: { zh: '链接', en: 'link' },
  startsAt: { zh: '开始时间', en: 'start' },
  endsAt: { zh: '结束时间', en: 'end' },
  enabled: { zh: '启用', en: 'enabled' },
  nameEn: { zh: '英文名称', en: 'English name' },
  titleEn: { zh: '英文标题', en: 'English title' },
  descriptionEn: { zh: '英文描述', en: 'English description' },
  footer: { zh: '页脚', en: 'footer' },
  footerEn: { zh: '英文页脚', en: 'English footer' },
  userAgreement: { zh: '用户协议', en: 'user agreement' },
  userAgreementEn: { zh: '英文用户协议', en: 'English user agreement' },
  privacyPolicy: { zh: '隐私政策', en: 'privacy policy' },
  privacyPolicyEn: { zh: '英文隐私政策', en: 'English privacy policy' },
});

/**
 * Labels of fields this module means differently from others (the same name, another thing): its own
 * routes use them (`labelModuleFields`), every other route the shared ones.
 */
export const websiteFieldLabels: FieldLabels = {
  path: { zh: '路径', en: 'path' },
};
