/** Departments (issue 3). Paths, schemas and types of this domain live here. */
import { z } from 'zod';

export const DeptApi = {
  tree: '/system/dept/tree',
  add: '/system/dept/add',
  update: '/system/dept/update',
  delete: '/system/dept/delete',
} as const;

export const deptTreeQuery = z.object({
  /** Group (public id) whose departments to list; defaults to the acting group. */
  groupId: z.string().trim().max(64).optional(),
});

export type DeptNode = {
  deptId: string;
  parentId: string | null;
  groupId: string;
  name: string;
  leader: string;
  orderNum: number;
  status: number;
  /** Users whose department this is (a department with users cannot be deleted). */
  userCount: number;
  createdAt: string;
  children: DeptNode[];
};

export const deptNode: z.ZodType<DeptNode> = z.lazy(() =>
  z.object({
    deptId: z.string(),
    parentId: z.string().nullable(),
    groupId: z.string(),
    name: z.string(),
    leader: z.string(),
    orderNum: z.number().int(),
    status: z.number().int(),
    userCount: z.number().int(),
    createdAt: z.string(),
    children: z.array(deptNode),
  }),
);

const deptFields = {
  /** Parent department (public id) in the same group; null for a top-level department. */
  parentId: z.string().trim().min(1).max(64).nullable().default(null),
  name: z.string().trim().min(1).max(50),
  leader: z.string().trim().max(32).default(''),
  orderNum: z.number().int().min(0).max(9999).default(0),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
};

export const deptAddBody = z.strictObject({
  /** Owning group (public id); defaults to the acting group. */
  groupId: z.string().trim().min(1).max(64).optional(),
  ...deptFields,
});
export type DeptAddBody = z.input<typeof deptAddBody>;

/** A department stays in its group. */
export const deptUpdateBody = z.strictObject({ deptId: z.string().trim().min(1).max(64), ...deptFields });
export type DeptUpdateBody = z.input<typeof deptUpdateBody>;

export const deptDeleteBody = z.strictObject({
  ids: z.array(z.string().trim().min(1).max(64)).min(1).max(100),
});
export type DeptDeleteBody = z.infer<typeof deptDeleteBody>;
