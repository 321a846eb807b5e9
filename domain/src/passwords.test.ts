import { describe, expect, it } from 'vitest';
import { fitsBcrypt, isCommonPassword, passwordBytes } from './passwords.ts';

describe('password rules', () => {
  it('counts bytes as bcrypt does: 72 ASCII characters fit, 73 do not; accents and emoji take more', () => {
    expect(fitsBcrypt('a'.repeat(72))).toBe(true);
    expect(fitsBcrypt('a'.repeat(73))).toBe(false);
    expect(passwordBytes('é')).toBe(2);
    expect(fitsBcrypt('é'.repeat(37))).toBe(false);
    expect(fitsBcrypt('🏠'.repeat(18))).toBe(true);
  });

  it('knows the most common passwords whatever their letter case', () => {
    for (const common of ['12345678', 'password1', 'Password123', 'QWERTYUIOP', 'iloveyou']) expect(isCommonPassword(common)).toBe(true);
    expect(isCommonPassword('Harbor-Lights-42')).toBe(false);
  });
});
