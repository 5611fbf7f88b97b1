import { createElement, Fragment, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { anyHoldsValue, fieldNames, flatFields, holdsValue } from './search-fold.ts';

// The search card folds all but its first filters; it must open by itself when a folded one holds a
// value (a list opened from a link that filters it), so it has to know the folded fields' names and
// whether their values narrow the list.
const Item = (props: { name?: unknown; children?: ReactNode }) => props.children ?? null;
const Gate = (props: { children?: ReactNode }) => props.children ?? null;
const item = (name: unknown) => createElement(Item, { name });

describe('the folded filters of a search card', () => {
  it('are read by name from form items, fragments and wrappers', () => {
    const fields = flatFields([
      item('competitionId'),
      createElement(Fragment, null, item('status'), item(['range', 'from'])),
      createElement(Gate, null, item('provinceCode')),
      createElement(Item, null, 'a field without a name'),
      'text',
    ]);
    expect(fields).toHaveLength(6);
    expect(fields.flatMap(fieldNames)).toEqual([
      'competitionId',
      'status',
      ['range', 'from'],
      'provinceCode',
    ]);
  });

  it('hold a value unless empty, blank, cleared or a range with neither end', () => {
    expect([undefined, null, '', '  ', [], [null, null], false].map(holdsValue)).toEqual(
      Array(7).fill(false),
    );
    expect(['11', 0, true, [null, '2026-01-01'], { day: 1 }].map(holdsValue)).toEqual(Array(5).fill(true));
  });

  it('open the card when any of them holds a value, nested paths included', () => {
    const folded = ['stageId', 'provinceCode', ['range', 'to']] as const;
    expect(anyHoldsValue({}, folded)).toBe(false);
    expect(anyHoldsValue(undefined, folded)).toBe(false);
    expect(anyHoldsValue({ competitionId: 'c1', stageId: undefined, provinceCode: '' }, folded)).toBe(false);
    expect(anyHoldsValue({ competitionId: 'c1', provinceCode: '11' }, folded)).toBe(true);
    expect(anyHoldsValue({ range: { to: '2026-12-31' } }, folded)).toBe(true);
    expect(anyHoldsValue({ range: { to: null } }, folded)).toBe(false);
  });
});
