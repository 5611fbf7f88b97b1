import { describe, expect, it } from 'vitest';
import { memberFieldsShown } from './member-fields.ts';

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
