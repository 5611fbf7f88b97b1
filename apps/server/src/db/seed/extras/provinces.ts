import { provinces } from '../../schema/index.ts';
import type { SeedContext } from './seed-context.ts';

type Tx = SeedContext['tx'];

/**
 * The 34 provincial-level divisions with their GB/T 2260 codes: 23 provinces (Taiwan listed as a
 * province), 5 autonomous regions, 4 municipalities, 2 special administrative regions.
 */
export const PROVINCES: ReadonlyArray<{ code: string; name: string; nameEn: string }> = [
  { code: '11', name: '北京市', nameEn: 'Beijing' },
  { code: '12', name: '天津市', nameEn: 'Tianjin' },
  { code: '13', name: '河北省', nameEn: 'Hebei' },
  { code: '14', name: '山西省', nameEn: 'Shanxi' },
  { code: '15', name: '内蒙古自治区', nameEn: 'Inner Mongolia' },
  { code: '21', name: '辽宁省', nameEn: 'Liaoning' },
  { code: '22', name: '吉林省', nameEn: 'Jilin' },
  { code: '23', name: '黑龙江省', nameEn: 'Heilongjiang' },
  { code: '31', name: '上海市', nameEn: 'Shanghai' },
  { code: '32', name: '江苏省', nameEn: 'Jiangsu' },
  { code: '33', name: '浙江省', nameEn: 'Zhejiang' },
  { code: '34', name: '安徽省', nameEn: 'Anhui' },
  { code: '35', name: '福建省', nameEn: 'Fujian' },
  { code: '36', name: '江西省', nameEn: 'Jiangxi' },
  { code: '37', name: '山东省', nameEn: 'Shandong' },
  { code: '41', name: '河南省', nameEn: 'Henan' },
  { code: '42', name: '湖北省', nameEn: 'Hubei' },
  { code: '43', name: '湖南省', nameEn: 'Hunan' },
  { code: '44', name: '广东省', nameEn: 'Guangdong' },
  { code: '45', name: '广西壮族自治区', nameEn: 'Guangxi' },
  { code: '46', name: '海南省', nameEn: 'Hainan' },
  { code: '50', name: '重庆市', nameEn: 'Chongqing' },
  { code: '51', name: '四川省', nameEn: 'Sichuan' },
  { code: '52', name: '贵州省', nameEn: 'Guizhou' },
  { code: '53', name: '云南省', nameEn: 'Yunnan' },
  { code: '54', name: '西藏自治区', nameEn: 'Tibet' },
  { code: '61', name: '陕西省', nameEn: 'Shaanxi' },
  { code: '62', name: '甘肃省', nameEn: 'Gansu' },
  { code: '63', name: '青海省', nameEn: 'Qinghai' },
  { code: '64', name: '宁夏回族自治区', nameEn: 'Ningxia' },
  { code: '65', name: '新疆维吾尔自治区', nameEn: 'Xinjiang' },
  { code: '71', name: '台湾省', nameEn: 'Taiwan' },
  { code: '81', name: '香港特别行政区', nameEn: 'Hong Kong' },
  { code: '82', name: '澳门特别行政区', nameEn: 'Macao' },
];

/** Reference data, not demo data: a non-demo first start needs it too (idempotent). */
export const insertProvinces = async (tx: Tx) => {
  await tx
    .insert(provinces)
    .values(PROVINCES.map((p, orderNum) => ({ ...p, orderNum })))
    .onConflictDoNothing();
};

export const seedProvinces = async ({ tx }: SeedContext): Promise<void> => insertProvinces(tx);
