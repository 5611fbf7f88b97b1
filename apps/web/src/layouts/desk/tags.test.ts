import { describe, expect, it } from 'vitest';
import {
  addTag,
  closeAllTags,
  closeOtherTags,
  closeSideTags,
  closeTag,
  neighbourAfterClose,
  tagLabel,
} from './tags.ts';

const tag = (path: string) => ({ path, fullPath: path, title: { text: path } });
const open = [tag('/dashboard'), tag('/a'), tag('/b'), tag('/c')];

describe('tags view', () => {
  it('adds once and updates in place', () => {
    expect(addTag(open, tag('/a'))).toHaveLength(4);
    expect(addTag(open, tag('/d')).map((t) => t.path)).toEqual(['/dashboard', '/a', '/b', '/c', '/d']);
  });

  it('never closes the workbench', () => {
    expect(closeTag(open, '/dashboard')).toHaveLength(4);
    expect(closeAllTags(open).map((t) => t.path)).toEqual(['/dashboard']);
    expect(closeOtherTags(open, '/b').map((t) => t.path)).toEqual(['/dashboard', '/b']);
  });

  it('closes to one side and picks a neighbour', () => {
    expect(closeSideTags(open, '/b', 'right').map((t) => t.path)).toEqual(['/dashboard', '/a', '/b']);
    expect(closeSideTags(open, '/b', 'left').map((t) => t.path)).toEqual(['/dashboard', '/b', '/c']);
    expect(neighbourAfterClose(open, '/c')).toBe('/b');
    expect(neighbourAfterClose(open, '/a')).toBe('/b');
  });
});

describe('tab labels', () => {
  const zh: Record<string, string> = { competitionList: '竞赛列表', signUp: '报名管理' };
  const en: Record<string, string> = { competitionList: 'Competition list', signUp: 'Sign-ups' };
  const titleIn = (texts: Record<string, string>) => (title: { key: string } | { text: string }) =>
    'key' in title ? texts[title.key]! : title.text;
  const list = {
    path: '/competition/list',
    fullPath: '/competition/list',
    title: { key: 'competitionList' },
  };

  it('reads an open tab’s title in the current language, not the one it was opened in', () => {
    const noMenu = () => undefined;
    expect(tagLabel(list as never, noMenu, titleIn(zh))).toBe('竞赛列表');
    expect(tagLabel(list as never, noMenu, titleIn(en))).toBe('Competition list');
  });

  it('prefers the live menu’s title, and falls back to the path', () => {
    const menu = (path: string) => (path === '/competition/list' ? 'Competitions (menu)' : undefined);
    expect(tagLabel(list as never, menu, titleIn(en))).toBe('Competitions (menu)');
    expect(tagLabel({ path: '/x', fullPath: '/x', title: null }, () => undefined, titleIn(en))).toBe('/x');
  });
});
