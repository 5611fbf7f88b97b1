import { z } from 'zod';

/** Organisation (group) management: the tree, its CRUD and subtree moves (issue 3). */
export const GroupApi = {
  tree: '/system/group/tree',
  detail: '/system/group/detail',
  add: '/system/group/add',
  update: '/system/group/update',
  remove: '/system/group/delete',
  move: '/system/group/move',
  /** Spec §7 lookup: the groups within the caller's reach, as options. */
  options: '/web/competition/group/list',
} as const;

export const GROUP_TYPES = ['organizer', 'school', 'province', 'company'] as const;
export const groupType = z.enum(GROUP_TYPES);
export type GroupType = z.infer<typeof groupType>;

/** 1 enabled, 0 disabled. */
export const enabledStatus = z.union([z.literal(0), z.literal(1)]);

/** A phone number as people write it: mobile or landline with area code, extension allowed. */
export const contactPhoneSchema = z
  .string()
  .trim()
  .max(32)
  .regex(/^[0-9+\-() ]*$/);

/** Stable group code: letters, digits, dash and underscore (special-group behaviour keys off it). */
export const groupCodeSchema = z
  .string()
  .trim()
  .min(2)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/);

export const groupFields = {
  name: z.string().trim().min(1).max(64),
  code: groupCodeSchema,
  contactName: z.string().trim().max(32).default(''),
  contactPhone: contactPhoneSchema.default(''),
  status: enabledStatus.default(1),
  orderNum: z.number().int().min(0).max(9999).default(0),
  remark: z.string().trim().max(500).default(''),
};

export const groupAddBody = z.strictObject({ parentId: z.string().min(1), type: groupType, ...groupFields });
export type GroupAddBody = z.input<typeof groupAddBody>;

export const groupUpdateBody = z.strictObject({
  groupId: z.string().min(1),
  type: groupType,
  ...groupFields,
});
export type GroupUpdateBody = z.input<typeof groupUpdateBody>;

export const groupIdBody = z.strictObject({ groupId: z.string().min(1) });
export const groupMoveBody = z.strictObject({ groupId: z.string().min(1), parentId: z.string().min(1) });
export type GroupMoveBody = z.infer<typeof groupMoveBody>;

export const groupTreeQuery = z.object({
  keyword: z.string().trim().max(64).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
  type: groupType.optional(),
});
export type GroupTreeQuery = z.infer<typeof groupTreeQuery>;

export const groupDetailQuery = z.object({ groupId: z.string().min(1) });

export type GroupRow = {
  groupId: string;
  /** Public id of the superior; '' for a top-level group. */
  parentId: string;
  name: string;
  code: string;
  type: GroupType;
  contactName: string;
  contactPhone: string;
  status: number;
  orderNum: number;
  remark: string;
  createdAt: string;
};
export type GroupNode = GroupRow & { children: GroupNode[] };

const groupRowShape = {
  groupId: z.string(),
  parentId: z.string(),
  name: z.string(),
  code: z.string(),
  type: groupType,
  contactName: z.string(),
  contactPhone: z.string(),
  status: z.number().int(),
  orderNum: z.number().int(),
  remark: z.string(),
  createdAt: z.string(),
};
export const groupRow = z.object(groupRowShape);

export const groupNode: z.ZodType<GroupNode> = z.lazy(() =>
  z.object({ ...groupRowShape, children: z.array(groupNode) }),
);

export const groupDetail = z.object({
  ...groupRowShape,
  parentName: z.string(),
  /** Names from the top of the caller's reach down to the superior, for a breadcrumb. */
  ancestors: z.array(z.object({ groupId: z.string(), name: z.string() })),
  counts: z.object({
    subordinates: z.number().int(),
    users: z.number().int(),
    roles: z.number().int(),
    colleges: z.number().int(),
  }),
});
export type GroupDetail = z.infer<typeof groupDetail>;

export const groupOptionsQuery = z.object({
  type: groupType.optional(),
  keyword: z.string().trim().max(64).optional(),
});
export const groupOption = z.object({
  groupId: z.string(),
  parentId: z.string(),
  name: z.string(),
  code: z.string(),
  type: groupType,
});
export type GroupOption = z.infer<typeof groupOption>;
