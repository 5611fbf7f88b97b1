import { defineMessages, registerFieldLabels } from '../../platform/messages.ts';

export const schoolMessages = defineMessages({
  notSchool: { zh: '该机构不是学校', en: 'This organisation is not a school' },
  provinceUnknown: { zh: '省份不存在', en: 'No such province' },
  collegeNotFound: { zh: '学院不存在', en: 'The college does not exist' },
  collegeTaken: { zh: '该学校已有名为 {name} 的学院', en: 'This school already has a college named {name}' },
  majorNotFound: { zh: '专业不存在', en: 'The major does not exist' },
  majorTaken: { zh: '该学院已有名为 {name} 的专业', en: 'This college already has a major named {name}' },
  collegeHasMajors: {
    zh: '学院 {name} 下还有专业，请先删除专业',
    en: 'The college {name} still has majors; delete them first',
  },
});

registerFieldLabels({
  schoolId: { zh: '学校', en: 'school' },
  provinceCode: { zh: '省份', en: 'province' },
  level: { zh: '办学层次', en: 'level' },
  address: { zh: '地址', en: 'address' },
  website: { zh: '网址', en: 'website' },
  intro: { zh: '简介', en: 'introduction' },
  logoUrl: { zh: '校徽', en: 'logo' },
  collegeId: { zh: '学院', en: 'college' },
  majorId: { zh: '专业', en: 'major' },
});
