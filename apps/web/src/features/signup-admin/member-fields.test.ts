import { describe, expect, it } from 'vitest';
import { fieldApplies, memberFieldsShown } from './member-fields.ts';

describe('memberFieldsShown', () => {
  it('adds every required field to the contact numbers, in the sign-up form’s order', () => {
    expect(memberFieldsShown([])).toEqual(['idCard', 'phone']);
    expect(memberFieldsShown(['grade', 'studentNo'])).toEqual(['idCard', 'studentNo', 'phone', 'grade']);
    expect(memberFieldsShown(['email', 'college', 'major'])).toEqual([
      'idCard',
      'college',
      'major',
      'phone',
      'email',
    ]);
  });
});

describe('fieldApplies', () => {
  it('never asks an advisor (a teacher) for a student number or a grade', () => {
    expect(fieldApplies('advisor', 'studentNo')).toBe(false);
    expect(fieldApplies('advisor', 'grade')).toBe(false);
    expect(fieldApplies('advisor', 'college')).toBe(true);
    expect(fieldApplies('member', 'studentNo')).toBe(true);
  });
});
