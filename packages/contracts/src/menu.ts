import { z } from 'zod';

export type MenuNode = {
  menuId: string;
  menuType: 1 | 2 | 4;
  menuName: string;
  path: string;
  component: string;
  query: string;
  icon: string;
  /** 1 shown; anything else hidden (spec §2). */
  visible: number;
  children: MenuNode[];
};

export const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    menuId: z.string(),
    menuType: z.union([z.literal(1), z.literal(2), z.literal(4)]),
    menuName: z.string(),
    path: z.string(),
    component: z.string(),
    query: z.string(),
    icon: z.string(),
    visible: z.number().int(),
    children: z.array(menuNode),
  }),
);
