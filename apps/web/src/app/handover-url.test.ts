import { describe, expect, it } from 'vitest';
import { takeSignInParams } from './handover-url.ts';

describe('takeSignInParams', () => {
  it('drops a bearer token from the address and never hands it on', () => {
    expect(takeSignInParams('https://x.cn/center/set?token=abc&tab=2#card')).toEqual({
      handoverCode: null,
      cleaned: '/center/set?tab=2#card',
    });
  });

  it('takes a hand-over code and removes it from the address', () => {
    expect(takeSignInParams('https://x.cn/center/users?handover=c0de&x=1')).toEqual({
      handoverCode: 'c0de',
      cleaned: '/center/users?x=1',
    });
  });

  it('leaves an ordinary address alone', () => {
    expect(takeSignInParams('https://x.cn/home/homepage?newsType=1')).toEqual({
      handoverCode: null,
      cleaned: null,
    });
  });
});
