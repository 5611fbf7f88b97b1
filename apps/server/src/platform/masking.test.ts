import { describe, expect, it } from 'vitest';
import { maskContact, maskIdCard, maskName, maskNames, maskPhone, maskTeamName } from './masking.ts';

describe('masking', () => {
  it('keeps the first and last character of a name', () => {
    expect([maskName('张三'), maskName('张三丰'), maskName('欧阳娜娜'), maskName('李')]).toEqual([
      '张*',
      '张*丰',
      '欧**娜',
      '李',
    ]);
    expect(maskNames('欧阳娜娜、王小川, 李四')).toBe('欧**娜、王*川、李*');
  });

  it("masks a team's name only when it is, or holds, a person's name", () => {
    expect(maskTeamName('李同学', ['李同学'])).toBe('李*学');
    expect(maskTeamName('李同学的小队', ['李同学', '王五'])).toBe('李*学的小队');
    expect(maskTeamName('青瓷工坊', ['欧阳娜娜', '王小川'])).toBe('青瓷工坊');
    expect(maskTeamName('', ['李同学'])).toBe('');
  });

  it('masks phones and ID numbers', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskIdCard('110101199003071234')).toBe('1101************34');
  });

  it('masks text that is a phone number or an e-mail address, and leaves an account name as it is', () => {
    expect(maskContact('13812341234')).toBe('138****1234');
    expect(maskContact('zhang@example.com')).toBe('z***@example.com');
    expect(maskContact(' 13812341234 ')).toBe('138****1234');
    expect(maskContact('+86 13812341234')).toBe('+86 138****1234');
    expect(['student', 'zhang.san', '1381234123', '138123412345', 'a@b']).toEqual(
      ['student', 'zhang.san', '1381234123', '138123412345', 'a@b'].map(maskContact),
    );
  });
});
