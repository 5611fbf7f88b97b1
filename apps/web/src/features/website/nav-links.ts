import type { WebsiteSetting } from '@podium/contracts';
import { pickText } from './localized-text.ts';

type NavSetting = WebsiteSetting['navigationSettings'][number];
type NavChild = NavSetting['children'][number];

export type NavLink = { key: string; label: string; to: string; children: NavLink[] };

const HOME = '/home/homepage';

/** Dictionary values of a competition entry that mean "no level filter". */
const ALL_LEVELS = new Set(['', 'all']);

/**
 * A news link names its column so the list page can title itself (spec §2 route rules); a competition
 * link carries its level (the entry's dictValue: 省级竞赛 → `?level=provincial`), so the page it opens
 * lists that level only and titles itself with the entry's name (`useNavEntryLabel`).
 */
export const childLink = (parent: NavSetting, child: NavChild): string => {
  const isCompetition =
    parent.tem === 'competition' || /\/home\/(competition|zjCompetition)$/.test(child.path);
  if (isCompetition && !ALL_LEVELS.has(child.dictValue) && !child.path.includes('?'))
    return `${child.path}?${new URLSearchParams({ level: child.dictValue }).toString()}`;
  const isNews = parent.tem === 'news' || child.path.includes('/news');
  if (!isNews) return child.path;
  const query = new URLSearchParams({
    newsType: child.dictValue,
    parName: parent.name,
    titleName: child.name,
    titleTem: parent.tem,
  });
  return `${child.path}?${query.toString()}`;
};

/**
 * Navigation settings → header links: a single child is a direct link, several make a dropdown.
 * Labels follow the reader's language (the optional English names).
 */
export const buildNavLinks = (settings: readonly NavSetting[], language = 'zh-CN'): NavLink[] =>
  settings.map((nav, index) => {
    const name = pickText(nav.name, nav.nameEn, language);
    const children = nav.children.map((child, childIndex) => ({
      key: `${index}-${childIndex}`,
      label: pickText(child.name, child.nameEn, language),
      to: childLink(nav, child),
      children: [],
    }));
    const first = children[0];
    if (children.length === 0) return { key: `${index}`, label: name, to: HOME, children: [] };
    if (children.length === 1 && first) return { ...first, key: `${index}`, label: name };
    return { key: `${index}`, label: name, to: first?.to ?? HOME, children };
  });

/** Path part of a link, for highlighting the current section. */
export const linkPath = (to: string): string => to.split('?')[0] ?? to;

/**
 * The header entry that leads to `pathname` with this `level` filter (the deepest first), so a page opened
 * from 省级竞赛 is titled 省级竞赛; undefined when no entry matches.
 */
export const navEntryFor = (
  links: readonly NavLink[],
  pathname: string,
  level: string | undefined,
): NavLink | undefined =>
  links
    .flatMap((link) => [...link.children, link])
    .find((link) => {
      if (linkPath(link.to) !== pathname) return false;
      const linkLevel = new URLSearchParams(link.to.split('?')[1] ?? '').get('level') ?? undefined;
      return linkLevel === level;
    });
