/** Menu administration (issue 3). Paths, schemas and types of this domain live here. */
import { z } from 'zod';

export const MenuAdminApi = {
  tree: '/system/menu/tree',
  add: '/system/menu/add',
  update: '/system/menu/update',
  delete: '/system/menu/delete',
  /** Menus a group may use, and those it could be given (its parent's). */
  group: '/system/menu/group',
  groupSave: '/system/menu/group/save',
} as const;

export type MenuAdminNode = {
  menuId: string;
  parentId: string | null;
  menuType: 1 | 2 | 4;
  menuName: string;
  menuNameEn: string;
  path: string;
  component: string;
  query: string;
  icon: string;
  visible: number;
  permission: string;
  orderNum: number;
  children: MenuAdminNode[];
};

export const menuAdminNode: z.ZodType<MenuAdminNode> = z.lazy(() =>
  z.object({
    menuId: z.string(),
    parentId: z.string().nullable(),
    menuType: z.union([z.literal(1), z.literal(2), z.literal(4)]),
    menuName: z.string(),
    menuNameEn: z.string(),
    path: z.string(),
    component: z.string(),
    query: z.string(),
    icon: z.string(),
    visible: z.number().int(),
    permission: z.string(),
    orderNum: z.number().int(),
    children: z.array(menuAdminNode),
  }),
);

const menuFields = {
  /** Parent menu (public id); null for a top-level entry. The parent must be of type 1. */
  parentId: z.string().trim().min(1).max(64).nullable().default(null),
  menuType: z.union([z.literal(1), z.literal(2), z.literal(4)]),
  menuName: z.string().trim().min(1).max(32),
  menuNameEn: z.string().trim().max(64).default(''),
  path: z
    .string()
    .trim()
    .regex(/^\/[A-Za-z0-9/_-]{0,199}$/),
  /** Page module of the web (types 2 and 4); empty for a layout group. */
  component: z
    .string()
    .trim()
    .regex(/^([A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*)?$/)
    .max(200)
    .default(''),
  query: z.string().trim().max(500).default(''),
  icon: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]*$/)
    .max(64)
    .default(''),
  visible: z.union([z.literal(0), z.literal(1)]).default(1),
  /** Permission a page needs beyond the menu grant; empty for none. */
  permission: z
    .string()
    .trim()
    .regex(/^([A-Za-z0-9]+(:[A-Za-z0-9]+)+)?$/)
    .max(100)
    .default(''),
  orderNum: z.number().int().min(0).max(9999).default(0),
};

export const menuAddBody = z.strictObject(menuFields);
export type MenuAddBody = z.input<typeof menuAddBody>;

export const menuUpdateBody = z.strictObject({ menuId: z.string().trim().min(1).max(64), ...menuFields });
export type MenuUpdateBody = z.input<typeof menuUpdateBody>;

export const menuDeleteBody = z.strictObject({
  ids: z.array(z.string().trim().min(1).max(64)).min(1).max(100),
});
export type MenuDeleteBody = z.infer<typeof menuDeleteBody>;

export const groupMenuQuery = z.object({ groupId: z.string().trim().min(1).max(64) });
export const groupMenuResult = z.object({
  groupId: z.string(),
  groupName: z.string(),
  /** Menus the group may use now. */
  menuIds: z.array(z.string()),
  /** Menus it could be given: its parent group's (every menu for a top-level group). */
  availableIds: z.array(z.string()),
});
export type GroupMenuResult = z.infer<typeof groupMenuResult>;

export const groupMenuSaveBody = z.strictObject({
  groupId: z.string().trim().min(1).max(64),
  menuIds: z.array(z.string().trim().min(1).max(64)).max(2000),
});
export type GroupMenuSaveBody = z.infer<typeof groupMenuSaveBody>;
