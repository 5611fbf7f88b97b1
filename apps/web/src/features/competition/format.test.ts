import { feeOfChoice } from '@podium/contracts';
import { describe, expect, it } from 'vitest';
import { feeSpan } from './format.ts';

const detail = {
  feeFen: 10000,
  items: [{ itemId: 'hw' }, { itemId: 'ai' }],
  participantGroups: [{ groupId: 'ug' }, { groupId: 'voc' }],
  fees: [
    { itemId: 'ai', participantGroupId: null, amountFen: 5000 },
    { itemId: 'ai', participantGroupId: 'voc', amountFen: 3000 },
    { itemId: null, participantGroupId: 'voc', amountFen: 8000 },
  ],
} as unknown as Parameters<typeof feeSpan>[0];

describe('feeOfChoice', () => {
  it('takes the most specific rule: event and group, then event, then group, else the default', () => {
    const fee = (item: string | undefined, group: string | undefined) =>
      feeOfChoice(detail.fees, detail.feeFen, item, group);
    expect(fee('ai', 'voc')).toBe(3000);
    expect(fee('ai', 'ug')).toBe(5000);
    expect(fee('hw', 'voc')).toBe(8000);
    expect(fee('hw', 'ug')).toBe(10000);
    // Nothing chosen yet: the default, never a rule meant for a choice not made.
    expect(fee(undefined, undefined)).toBe(10000);
    expect(fee('ai', undefined)).toBe(5000);
  });
});

describe('feeSpan', () => {
  it('spans every event × group choice', () => {
    expect(feeSpan(detail)).toEqual({ min: 3000, max: 10000 });
    expect(feeSpan({ ...detail, fees: [] })).toEqual({ min: 10000, max: 10000 });
    expect(feeSpan({ ...detail, participantGroups: [], fees: [] })).toEqual({ min: 10000, max: 10000 });
  });
});
