/** A tree node as the back end sends it: leaves carry an empty `children` array. */
type TreeRow<T> = { children: T[] };

/**
 * antd's Table draws an expander for any `children` array, even an empty one, so leaves must have none
 * before a tree goes into a tree table.
 */
export const withoutEmptyChildren = <T extends TreeRow<T>>(nodes: T[]): T[] =>
  nodes.map((n) => ({
    ...n,
    children: n.children.length ? withoutEmptyChildren(n.children) : (undefined as unknown as T[]),
  }));
