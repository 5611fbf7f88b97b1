import { DictType } from '@podium/contracts';
import { dictData, dictTypes } from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import type { SeedContext } from './seed-context.ts';

type Item = [value: string, label: string, labelEn: string, tagColor?: string];
type TypeSeed = { dictType: string; dictName: string; remark: string; items: Item[] };

/** The dictionaries other areas draw on; values match the columns they describe (users.status, users.userType …). */
export const DICTIONARY_SEED: TypeSeed[] = [
  {
    dictType: DictType.userStatus,
    dictName: '用户状态',
    remark: '账号启用或停用',
    items: [
      ['1', '正常', 'Active', 'green'],
      ['0', '停用', 'Disabled', 'red'],
    ],
  },
  {
    dictType: DictType.userType,
    dictName: '用户类型',
    remark: '注册身份',
    items: [
      ['student', '学生', 'Student', 'blue'],
      ['teacher', '教师', 'Teacher', 'cyan'],
      ['expert', '专家', 'Expert', 'purple'],
      ['staff', '工作人员', 'Staff', 'default'],
    ],
  },
  {
    dictType: DictType.yesNo,
    dictName: '是否',
    remark: '通用的是/否选项',
    items: [
      ['1', '是', 'Yes', 'green'],
      ['0', '否', 'No', 'default'],
    ],
  },
  {
    dictType: DictType.schoolLevel,
    dictName: '学校层次',
    remark: '学校信息中的办学层次',
    items: [
      ['undergraduate', '本科', 'Undergraduate', 'blue'],
      ['vocational', '高职专科', 'Vocational college', 'cyan'],
      ['highSchool', '高中', 'High school', 'geekblue'],
      ['middleSchool', '初中', 'Middle school', 'purple'],
      ['primary', '小学', 'Primary school', 'magenta'],
    ],
  },
  {
    dictType: DictType.noticeType,
    dictName: '通知类型',
    remark: '站内通知的分类',
    items: [
      ['1', '通知', 'Notice', 'orange'],
      ['2', '公告', 'Announcement', 'blue'],
    ],
  },
  {
    dictType: DictType.subscribeTopic,
    dictName: '订阅主题',
    remark: '用户可订阅的消息主题',
    items: [
      ['competition', '竞赛通知', 'Competition notices', 'blue'],
      ['review', '评审结果', 'Review results', 'purple'],
      ['certificate', '证书发放', 'Certificates issued', 'gold'],
      ['news', '新闻动态', 'News', 'green'],
      ['payment', '缴费与退款', 'Payments and refunds', 'cyan'],
      ['summary', '报送任务', 'Reporting tasks', 'geekblue'],
    ],
  },
  {
    dictType: DictType.competitionLevel,
    dictName: '竞赛级别',
    remark: '竞赛的主办级别',
    items: [
      ['national', '国家级', 'National', 'red'],
      ['provincial', '省级', 'Provincial', 'orange'],
      ['school', '校级', 'School', 'blue'],
    ],
  },
  {
    dictType: DictType.competitionCategory,
    dictName: '竞赛类别',
    remark: '竞赛的学科或赛道类别',
    items: [
      ['innovation', '创新创业', 'Innovation and entrepreneurship', 'volcano'],
      ['engineering', '工程技术', 'Engineering', 'blue'],
      ['computing', '计算机与信息', 'Computing', 'geekblue'],
      ['science', '数理科学', 'Mathematics and science', 'purple'],
      ['humanities', '人文社科', 'Humanities and social sciences', 'green'],
      ['arts', '艺术设计', 'Art and design', 'magenta'],
    ],
  },
];

/** Demo data of this domain, added inside the demo seed's transaction. */
export const seedDictionary = async ({ tx }: SeedContext): Promise<void> => {
  await tx.insert(dictTypes).values(
    DICTIONARY_SEED.map(({ dictType, dictName, remark }) => ({
      publicId: newPublicId(),
      dictType,
      dictName,
      remark,
    })),
  );
  await tx.insert(dictData).values(
    DICTIONARY_SEED.flatMap(({ dictType, items }) =>
      items.map(([value, label, labelEn, tagColor = ''], orderNum) => ({
        publicId: newPublicId(),
        dictType,
        value,
        label,
        labelEn,
        tagColor,
        orderNum,
      })),
    ),
  );
};
