import { describe, expect, it } from 'vitest';
import { diffChange } from './change-diff.ts';

describe('diffChange', () => {
  it('lists the fields of both sides and marks what changed', () => {
    expect(diffChange({ name: 'a', n: 1, tags: ['x'] }, { name: 'b', n: 1, extra: true })).toEqual([
      { field: 'name', before: 'a', after: 'b', changed: true },
      { field: 'n', before: '1', after: '1', changed: false },
      { field: 'tags', before: '[\n  "x"\n]', after: '', changed: true },
      { field: 'extra', before: '', after: 'true', changed: true },
    ]);
  });

  it('shows a creation (no before) and a deletion list as one row', () => {
    expect(diffChange(null, { a: 1 })).toEqual([{ field: 'a', before: '', after: '1', changed: true }]);
    expect(diffChange([{ id: 1 }], null)[0]).toMatchObject({ field: '—', after: 'null', changed: true });
    expect(diffChange(null, null)).toEqual([]);
  });
});
