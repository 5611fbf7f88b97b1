/** Helpers for checkable antd Trees whose parents are only groupings. */
type Node = { children?: Node[] };

/** Every key of a tree, for "expand all". */
export const allKeys = <T extends Node>(nodes: T[], keyOf: (n: T) => string): string[] =>
  nodes.flatMap((n) => [keyOf(n), ...allKeys((n.children ?? []) as T[], keyOf)]);

/** Keys of leaves only: a parent's check state follows its children, so only leaves are saved. */
export const leafKeys = <T extends Node>(nodes: T[], keyOf: (n: T) => string): string[] =>
  nodes.flatMap((n) => (n.children?.length ? leafKeys(n.children as T[], keyOf) : [keyOf(n)]));
