/** Dictionary (issue 3). Paths, schemas and types of this domain live here. */
import { z } from 'zod';
import { pageQuery, pageResult } from './envelope.ts';

export const DictApi = {
  typePage: '/system/dict/type/page',
  typeAdd: '/system/dict/type/add',
  typeUpdate: '/system/dict/type/update',
  typeDelete: '/system/dict/type/delete',
  dataPage: '/system/dict/data/page',
  dataAdd: '/system/dict/data/add',
  dataUpdate: '/system/dict/data/update',
  dataDelete: '/system/dict/data/delete',
  /** Public (spec §7): the enabled options of one type, in the caller's language. */
  list: '/home/dict/list',
} as const;

/** Dictionary types other areas rely on (seeded). */
export const DictType = {
  userStatus: 'sys_user_status',
  userType: 'sys_user_type',
  yesNo: 'sys_yes_no',
  schoolLevel: 'sys_school_level',
  noticeType: 'sys_notice_type',
  subscribeTopic: 'sys_subscribe_topic',
  competitionLevel: 'competition_level',
  competitionCategory: 'competition_category',
  expertField: 'expert_field',
} as const;

const dictTypeKey = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{1,63}$/);
/** '' (default), an antd preset colour name, or a hex colour. */
const tagColor = z
  .string()
  .trim()
  .regex(/^(|[a-z]{3,12}|#[0-9a-fA-F]{6})$/);
const flagQuery = z.enum(['0', '1']).transform((v) => v === '1');

export const dictTypePageQuery = pageQuery.extend({
  /** Matches type key or name. */
  keyword: z.string().trim().max(64).optional(),
  enabled: flagQuery.optional(),
});

export const dictTypeRow = z.object({
  dictId: z.string(),
  dictType: z.string(),
  dictName: z.string(),
  enabled: z.boolean(),
  remark: z.string(),
  /** Number of items of the type. */
  dataCount: z.number().int(),
  createdAt: z.string(),
});
export type DictTypeRow = z.infer<typeof dictTypeRow>;
export const dictTypePage = pageResult(dictTypeRow);

const dictTypeFields = {
  dictType: dictTypeKey,
  dictName: z.string().trim().min(1).max(50),
  enabled: z.boolean().default(true),
  remark: z.string().trim().max(200).default(''),
};
export const dictTypeAddBody = z.strictObject(dictTypeFields);
export type DictTypeAddBody = z.input<typeof dictTypeAddBody>;
/** Renaming the key renames it on the type's items too. */
export const dictTypeUpdateBody = z.strictObject({
  dictId: z.string().trim().min(1).max(64),
  ...dictTypeFields,
});
export type DictTypeUpdateBody = z.input<typeof dictTypeUpdateBody>;
/** Deleting a type deletes its items. */
export const dictTypeDeleteBody = z.strictObject({
  ids: z.array(z.string().trim().min(1).max(64)).min(1).max(100),
});

export const dictDataPageQuery = pageQuery.extend({
  dictType: dictTypeKey,
  /** Matches label, English label or value. */
  keyword: z.string().trim().max(64).optional(),
  enabled: flagQuery.optional(),
});

export const dictDataRow = z.object({
  dictCode: z.string(),
  dictType: z.string(),
  label: z.string(),
  labelEn: z.string(),
  value: z.string(),
  tagColor: z.string(),
  orderNum: z.number().int(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type DictDataRow = z.infer<typeof dictDataRow>;
export const dictDataPage = pageResult(dictDataRow);

const dictDataFields = {
  label: z.string().trim().min(1).max(50),
  labelEn: z.string().trim().max(100).default(''),
  value: z.string().trim().min(1).max(64),
  tagColor: tagColor.default(''),
  orderNum: z.number().int().min(0).max(9999).default(0),
  enabled: z.boolean().default(true),
};
export const dictDataAddBody = z.strictObject({ dictType: dictTypeKey, ...dictDataFields });
export type DictDataAddBody = z.input<typeof dictDataAddBody>;
/** An item stays in its type. */
export const dictDataUpdateBody = z.strictObject({
  dictCode: z.string().trim().min(1).max(64),
  ...dictDataFields,
});
export type DictDataUpdateBody = z.input<typeof dictDataUpdateBody>;
export const dictDataDeleteBody = z.strictObject({
  ids: z.array(z.string().trim().min(1).max(64)).min(1).max(500),
});

export const dictListQuery = z.object({ dictType: dictTypeKey });
/** One option as forms and the portal show it: label already in the caller's language. */
export const dictOption = z.object({ label: z.string(), value: z.string(), tagColor: z.string() });
export type DictOption = z.infer<typeof dictOption>;
