import type { GroupNode } from '@podium/contracts';

/** antd trees and tree tables want no `children` on leaves (else every row shows an expander). */
export type GroupTableRow = Omit<GroupNode, 'children'> & { children?: GroupTableRow[] };

export const toTableRows = (nodes: GroupNode[]): GroupTableRow[] =>
  nodes.map(({ children, ...rest }) =>
    children.length ? { ...rest, children: toTableRows(children) } : rest,
  );

export type GroupTreeOption = {
  value: string;
  title: string;
  disabled?: boolean;
  children?: GroupTreeOption[];
};

/** Tree options for a TreeSelect; `excludeId`'s subtree is disabled (a group cannot go under itself). */
export const toTreeOptions = (
  nodes: GroupNode[],
  excludeId?: string,
  inExcluded = false,
): GroupTreeOption[] =>
  nodes.map((node) => {
    const disabled = inExcluded || node.groupId === excludeId;
    const children = toTreeOptions(node.children, excludeId, disabled);
    return {
      value: node.groupId,
      title: node.name,
      ...(disabled ? { disabled } : {}),
      ...(children.length ? { children } : {}),
    };
  });

export const allGroupIds = (nodes: GroupNode[]): string[] =>
  nodes.flatMap((n) => [n.groupId, ...allGroupIds(n.children)]);

export const findNode = (nodes: GroupNode[], groupId: string): GroupNode | undefined => {
  for (const node of nodes) {
    if (node.groupId === groupId) return node;
    const found = findNode(node.children, groupId);
    if (found) return found;
  }
  return undefined;
};
