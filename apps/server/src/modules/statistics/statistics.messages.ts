import { defineMessages } from '../../platform/messages.ts';

/** Words the statistics put into chart labels and the exported workbook, in both languages. */
export const statisticsMessages = defineMessages({
  noProvince: { zh: '未填写省份', en: 'No province' },
  noSchool: { zh: '未加入学校', en: 'No school' },
  otherSchools: { zh: '其他学校', en: 'Other schools' },
  noExpertGroup: { zh: '未分组', en: 'No expert group' },
  fileName: { zh: '数据库统计', en: 'database-statistics' },
});
