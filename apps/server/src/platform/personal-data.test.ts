import { describe, expect, it } from 'vitest';
import { createPersonalDataCipher, maskIdCard, maskPhone } from './personal-data.ts';

const cipher = createPersonalDataCipher(Buffer.alloc(32, 1));

describe('personal-data cipher', () => {
  it('round-trips and never repeats a cipher text', () => {
    const a = cipher.encrypt('13800138000');
    expect(cipher.decrypt(a)).toBe('13800138000');
    expect(cipher.encrypt('13800138000')).not.toBe(a);
  });

  it('detects tampering', () => {
    const [v, iv, tag, body] = cipher.encrypt('110101200803154526').split('.');
    const flipped = `${v}.${iv}.${tag}.${body!.slice(0, -2)}${body!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => cipher.decrypt(flipped)).toThrow();
  });

  it('indexes blindly: equal for equal values (case of X ignored), different under another key', () => {
    expect(cipher.blindIndex('11010120080315452x')).toBe(cipher.blindIndex('11010120080315452X'));
    expect(createPersonalDataCipher(Buffer.alloc(32, 2)).blindIndex('13800138000')).not.toBe(
      cipher.blindIndex('13800138000'),
    );
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createPersonalDataCipher(Buffer.alloc(16))).toThrow(/32 bytes/);
  });

  it('masks phone and ID numbers', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskIdCard('110101200803154526')).toBe('1101************26');
  });
});
