import { describe, expect, it } from 'vitest';
import {
  addTag,
  closeAllTags,
  closeOtherTags,
  closeSideTags,
  closeTag,
  neighbourAfterClose,
} from './tags.ts';

const tag = (path: string) => ({ path, fullPath: path, title: path });
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
