import { eq, sql } from 'drizzle-orm';
import { colleges, groupMenus, groups, majors, schoolInfos } from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import type { SeedContext } from './seed-context.ts';

type SchoolSeed = {
  info: { provinceCode: string; level: string; address: string; website: string; intro: string };
  colleges?: { name: string; majors: [name: string, code: string][] }[];
};

const DONGHAI: SchoolSeed = {
  info: {
    provinceCode: '31',
    level: 'undergraduate',
    address: '上海市浦东新区海港大道 1 号',
    website: 'https://www.donghai.example.edu.cn',
    intro: '东海大学是一所以工科见长、理工经管协调发展的综合性大学，长期组织学生参加各级学科竞赛。',
  },
  colleges: [
    {
      name: '计算机科学与技术学院',
      majors: [
        ['计算机科学与技术', '080901'],
        ['软件工程', '080902'],
        ['人工智能', '080717'],
      ],
    },
    {
      name: '机械工程学院',
      majors: [
        ['机械设计制造及其自动化', '080202'],
        ['车辆工程', '080207'],
      ],
    },
    {
      name: '经济管理学院',
      majors: [
        ['工商管理', '120201K'],
        ['会计学', '120203K'],
      ],
    },
  ],
};

const XISHAN: SchoolSeed = {
  info: {
    provinceCode: '14',
    level: 'undergraduate',
    address: '山西省太原市迎泽区西山路 88 号',
    website: 'https://www.xishan.example.edu.cn',
    intro: '西山理工学院是一所以能源、材料与电气信息为特色的理工科院校。',
  },
  colleges: [
    { name: '电气工程学院', majors: [['电气工程及其自动化', '080601']] },
    { name: '材料科学与工程学院', majors: [['材料科学与工程', '080401']] },
    {
      name: '信息工程学院',
      majors: [
        ['通信工程', '080703'],
        ['电子信息工程', '080701'],
      ],
    },
  ],
};

/** More schools under the organiser so the portal's school list looks alive. */
const MORE_SCHOOLS: { name: string; code: string; seed: SchoolSeed }[] = [
  {
    name: '南湖师范大学',
    code: 'SCH-NANHU',
    seed: {
      info: {
        provinceCode: '42',
        level: 'undergraduate',
        address: '湖北省武汉市南湖大道 12 号',
        website: '',
        intro: '以教师教育为特色的师范大学。',
      },
    },
  },
  {
    name: '北原工业大学',
    code: 'SCH-BEIYUAN',
    seed: {
      info: {
        provinceCode: '11',
        level: 'undergraduate',
        address: '北京市海淀区北原路 3 号',
        website: '',
        intro: '以航空航天与信息技术见长的工业大学。',
      },
    },
  },
  {
    name: '江城职业技术学院',
    code: 'SCH-JIANGCHENG',
    seed: {
      info: {
        provinceCode: '32',
        level: 'vocational',
        address: '江苏省南京市江城路 66 号',
        website: '',
        intro: '国家示范性高等职业院校。',
      },
    },
  },
  {
    name: '云岭大学',
    code: 'SCH-YUNLING',
    seed: {
      info: {
        provinceCode: '53',
        level: 'undergraduate',
        address: '云南省昆明市云岭路 9 号',
        website: '',
        intro: '西南地区综合性大学。',
      },
    },
  },
  {
    name: '海滨第一中学',
    code: 'SCH-HAIBIN',
    seed: {
      info: {
        provinceCode: '44',
        level: 'highSchool',
        address: '广东省深圳市海滨路 1 号',
        website: '',
        intro: '省级重点中学，科技创新教育特色学校。',
      },
    },
  },
];

type Tx = SeedContext['tx'];

const seedSchool = async (tx: Tx, groupId: number, seed: SchoolSeed) => {
  await tx.insert(schoolInfos).values({ groupId, ...seed.info });
  for (const [index, college] of (seed.colleges ?? []).entries()) {
    const [row] = await tx
      .insert(colleges)
      .values({ publicId: newPublicId(), schoolGroupId: groupId, name: college.name, orderNum: index })
      .returning({ id: colleges.id });
    await tx.insert(majors).values(
      college.majors.map(([name, code], orderNum) => ({
        publicId: newPublicId(),
        collegeId: row!.id,
        name,
        code,
        orderNum,
      })),
    );
  }
};

/** Demo data of this domain, added inside the demo seed's transaction. */
export const seedOrganization = async ({ tx, base }: SeedContext): Promise<void> => {
  await seedSchool(tx, base.groups.schoolA.id, DONGHAI);
  await seedSchool(tx, base.groups.schoolB.id, XISHAN);
  const schoolMenus = await tx
    .select({ menuId: groupMenus.menuId })
    .from(groupMenus)
    .where(eq(groupMenus.groupId, base.groups.schoolA.id));
  const organizer = base.groups.organizer;
  for (const [index, school] of MORE_SCHOOLS.entries()) {
    const [row] = await tx
      .insert(groups)
      .values({
        publicId: newPublicId(),
        name: school.name,
        code: school.code,
        type: 'school',
        parentId: organizer.id,
        path: '',
        orderNum: 10 + index,
      })
      .returning({ id: groups.id });
    await tx
      .update(groups)
      .set({ path: `${organizer.path}${row!.id}/` })
      .where(sql`${groups.id} = ${row!.id}`);
    if (schoolMenus.length)
      await tx.insert(groupMenus).values(schoolMenus.map((m) => ({ groupId: row!.id, menuId: m.menuId })));
    await seedSchool(tx, row!.id, school.seed);
  }
};
