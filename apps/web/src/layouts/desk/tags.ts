import type { RouteMeta } from '../../app/routes/route-meta.ts';

/**
 * Open pages of the desk's tags view; pure operations so the store stays trivial. A tab keeps where its
 * title comes from (its route's title key, or nothing for a menu page), never the text: the text is read
 * in the current language each time it is drawn, so switching language renames every open tab at once.
 */
export type Tag = { path: string; fullPath: string; title: RouteMeta['title'] | null };

/**
 * A tab's text now: the live menu's title of its path (refetched in the user's language), else its
 * route's title translated, else the path.
 */
export const tagLabel = (
  tag: Tag,
  menuTitleOf: (path: string) => string | undefined,
  titleOf: (title: RouteMeta['title']) => string,
): string => menuTitleOf(tag.path) ?? (tag.title ? titleOf(tag.title) : tag.path);

/** The workbench tab is always there and cannot be closed. */
export const AFFIX_PATH = '/dashboard';

export const isAffix = (tag: Tag): boolean => tag.path === AFFIX_PATH;

export const addTag = (tags: readonly Tag[], tag: Tag): Tag[] => {
  const index = tags.findIndex((t) => t.path === tag.path);
  if (index === -1) return [...tags, tag];
  return tags.map((t, i) => (i === index ? tag : t));
};

export const closeTag = (tags: readonly Tag[], path: string): Tag[] =>
  tags.filter((t) => t.path !== path || isAffix(t));

export const closeOtherTags = (tags: readonly Tag[], path: string): Tag[] =>
  tags.filter((t) => t.path === path || isAffix(t));

export const closeAllTags = (tags: readonly Tag[]): Tag[] => tags.filter(isAffix);

export const closeSideTags = (tags: readonly Tag[], path: string, side: 'left' | 'right'): Tag[] => {
  const index = tags.findIndex((t) => t.path === path);
  return tags.filter((t, i) => isAffix(t) || (side === 'left' ? i >= index : i <= index));
};

/** Where to go after closing the active tab: its right neighbour, else its left, else the workbench. */
export const neighbourAfterClose = (tags: readonly Tag[], path: string): string => {
  const index = tags.findIndex((t) => t.path === path);
  const next = tags[index + 1] ?? tags[index - 1];
  return next && next.path !== path ? next.fullPath : AFFIX_PATH;
};
