// Zod-free: the web's shell reads it on first load (scripts/first-load.mjs).

/** Menu node types (spec §2): 1 a layout group, 2 a page, 4 a leaf page. */
export const MenuType = { GROUP: 1, PAGE: 2, LEAF: 4 } as const;
