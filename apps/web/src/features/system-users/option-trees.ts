import type { UserOptions } from '@podium/contracts';

type TreeItem = { value: string; title: string; children: TreeItem[] };

/** Groups in reach as TreeSelect data (the acting group at the root). */
export const groupTree = (options: UserOptions | undefined, parentId: string | null = null): TreeItem[] =>
  (options?.groups ?? [])
    .filter((g) => g.parentId === parentId)
    .map((g) => ({ value: g.groupId, title: g.name, children: groupTree(options, g.groupId) }));

/** Departments of one group as TreeSelect data. */
export const deptTree = (
  options: UserOptions | undefined,
  groupId: string | undefined,
  parentId: string | null = null,
): TreeItem[] =>
  groupId
    ? (options?.departments ?? [])
        .filter((d) => d.groupId === groupId && d.parentId === parentId)
        .map((d) => ({ value: d.deptId, title: d.name, children: deptTree(options, groupId, d.deptId) }))
    : [];
