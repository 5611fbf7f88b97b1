/** Organisations, schools, colleges, majors, provinces (issue 3). Paths, schemas and types of this domain live here. */
import { z } from 'zod';
import { urlOrPath } from './safe-links.ts';
import { pageQuery } from './envelope.ts';
import { contactPhoneSchema, groupFields } from './organization-admin.ts';

export const SchoolApi = {
  /** Spec §7: public portal lookup. */
  portalPage: '/home/school/page',
  provinces: '/home/province/list',
  page: '/system/school/page',
  add: '/system/school/add',
  remove: '/system/school/delete',
  /** GET reads, POST saves the school information of one school. */
  info: '/system/school/info',
  colleges: '/web/college/list',
  collegePage: '/system/college/page',
  collegeAdd: '/system/college/add',
  collegeUpdate: '/system/college/update',
  collegeRemove: '/system/college/delete',
  majors: '/web/major/list',
  majorPage: '/system/major/page',
  majorAdd: '/system/major/add',
  majorUpdate: '/system/major/update',
  majorRemove: '/system/major/delete',
} as const;

export const SCHOOL_LEVELS = [
  'undergraduate',
  'vocational',
  'highSchool',
  'middleSchool',
  'primary',
] as const;
export const schoolLevel = z.enum(SCHOOL_LEVELS);
export type SchoolLevel = z.infer<typeof schoolLevel>;

/** GB/T 2260 two-digit code of a provincial-level division. */
export const provinceCode = z.string().regex(/^\d{2}$/);
export const province = z.object({ code: z.string(), name: z.string(), nameEn: z.string() });
export type Province = z.infer<typeof province>;

/** An http(s) address or a path on this site; empty allowed. */
export const schoolPortalQuery = pageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  provinceCode: provinceCode.optional(),
  level: schoolLevel.optional(),
});
export type SchoolPortalQuery = z.infer<typeof schoolPortalQuery>;

/** What the portal may show of a school: nothing internal. */
export const schoolPortalRow = z.object({
  schoolId: z.string(),
  name: z.string(),
  provinceName: z.string(),
  level: z.string(),
  logoUrl: z.string(),
});
export type SchoolPortalRow = z.infer<typeof schoolPortalRow>;

export const schoolInfoFields = {
  provinceCode: provinceCode.nullable().default(null),
  level: schoolLevel.default('undergraduate'),
  address: z.string().trim().max(200).default(''),
  website: urlOrPath.default(''),
  contactName: z.string().trim().max(32).default(''),
  contactPhone: contactPhoneSchema.default(''),
  intro: z.string().trim().max(5000).default(''),
  logoUrl: urlOrPath.default(''),
};

export const schoolInfoQuery = z.object({ schoolId: z.string().min(1) });
export const schoolInfoSaveBody = z.strictObject({ schoolId: z.string().min(1), ...schoolInfoFields });
export type SchoolInfoSaveBody = z.input<typeof schoolInfoSaveBody>;

export const schoolInfo = z.object({
  schoolId: z.string(),
  name: z.string(),
  code: z.string(),
  provinceCode: z.string().nullable(),
  provinceName: z.string(),
  level: schoolLevel,
  address: z.string(),
  website: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  intro: z.string(),
  logoUrl: z.string(),
});
export type SchoolInfo = z.infer<typeof schoolInfo>;

/** Creating a school: a group of type school under a superior, with its information. */
export const schoolAddBody = z.strictObject({
  parentId: z.string().min(1),
  name: groupFields.name,
  code: groupFields.code,
  status: groupFields.status,
  orderNum: groupFields.orderNum,
  remark: groupFields.remark,
  ...schoolInfoFields,
});
export type SchoolAddBody = z.input<typeof schoolAddBody>;

export const schoolPageQuery = schoolPortalQuery.extend({
  status: z.coerce.number().int().min(0).max(1).optional(),
});
export type SchoolPageQuery = z.infer<typeof schoolPageQuery>;

export const schoolRow = z.object({
  schoolId: z.string(),
  name: z.string(),
  code: z.string(),
  parentName: z.string(),
  provinceCode: z.string().nullable(),
  provinceName: z.string(),
  level: schoolLevel,
  contactName: z.string(),
  contactPhone: z.string(),
  status: z.number().int(),
  collegeCount: z.number().int(),
  createdAt: z.string(),
});
export type SchoolRow = z.infer<typeof schoolRow>;

export const idsBody = z.strictObject({ ids: z.array(z.string().min(1)).min(1).max(500) });
export type IdsBody = z.infer<typeof idsBody>;

/* Colleges and majors. */

export const collegeListQuery = z.object({ schoolId: z.string().min(1) });
export const collegeOption = z.object({ collegeId: z.string(), name: z.string() });
export const collegePageQuery = pageQuery.extend({
  schoolId: z.string().min(1).optional(),
  keyword: z.string().trim().max(64).optional(),
});
export type CollegePageQuery = z.infer<typeof collegePageQuery>;
export const collegeRow = z.object({
  collegeId: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  name: z.string(),
  orderNum: z.number().int(),
  majorCount: z.number().int(),
  createdAt: z.string(),
});
export type CollegeRow = z.infer<typeof collegeRow>;

const collegeFields = {
  name: z.string().trim().min(1).max(64),
  orderNum: z.number().int().min(0).max(9999).default(0),
};
export const collegeAddBody = z.strictObject({ schoolId: z.string().min(1), ...collegeFields });
export type CollegeAddBody = z.input<typeof collegeAddBody>;
export const collegeUpdateBody = z.strictObject({ collegeId: z.string().min(1), ...collegeFields });
export type CollegeUpdateBody = z.input<typeof collegeUpdateBody>;

export const majorListQuery = z.object({ collegeId: z.string().min(1) });
export const majorOption = z.object({ majorId: z.string(), name: z.string(), code: z.string() });
export const majorPageQuery = pageQuery.extend({
  schoolId: z.string().min(1).optional(),
  collegeId: z.string().min(1).optional(),
  keyword: z.string().trim().max(64).optional(),
});
export type MajorPageQuery = z.infer<typeof majorPageQuery>;
export const majorRow = z.object({
  majorId: z.string(),
  collegeId: z.string(),
  collegeName: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  name: z.string(),
  code: z.string(),
  orderNum: z.number().int(),
  createdAt: z.string(),
});
export type MajorRow = z.infer<typeof majorRow>;

const majorFields = {
  name: z.string().trim().min(1).max(64),
  code: z
    .string()
    .trim()
    .max(16)
    .regex(/^[A-Za-z0-9]*$/)
    .default(''),
  orderNum: z.number().int().min(0).max(9999).default(0),
};
export const majorAddBody = z.strictObject({ collegeId: z.string().min(1), ...majorFields });
export type MajorAddBody = z.input<typeof majorAddBody>;
export const majorUpdateBody = z.strictObject({ majorId: z.string().min(1), ...majorFields });
export type MajorUpdateBody = z.input<typeof majorUpdateBody>;
