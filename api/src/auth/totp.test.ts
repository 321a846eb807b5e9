import { describe, expect, it } from 'vitest';
import { acceptedTotpStep, hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpCode, totpUri } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890" (base32 below), 8-digit 94287082 at T=59 s → 6 digits 287082.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP (RFC 6238)', () => {
  it('computes the reference code of the RFC', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
  });

  it('accepts the current code and one step either side, spaces allowed', () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(acceptedTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now), null, now)).toBe(step);
    expect(acceptedTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), null, now)).toBe(step - 1);
    const code = totpCode(RFC_SECRET, now);
    expect(acceptedTotpStep(RFC_SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, null, now)).toBe(step);
  });

  it('refuses a wrong, malformed, too old or already used code', () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    const code = totpCode(RFC_SECRET, now);
    expect(acceptedTotpStep(RFC_SECRET, code === '000000' ? '111111' : '000000', null, now)).toBeNull();
    expect(acceptedTotpStep(RFC_SECRET, '12345', null, now)).toBeNull();
    expect(acceptedTotpStep(RFC_SECRET, 'abcdef', null, now)).toBeNull();
    expect(acceptedTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now - 120_000), null, now)).toBeNull();
    // used once: the same step (or an earlier one) again is refused
    expect(acceptedTotpStep(RFC_SECRET, code, step, now)).toBeNull();
    expect(acceptedTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), step, now)).toBeNull();
  });

  it('makes a base32 secret and an otpauth URI an app can read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(totpUri(secret, 'lender@lendhub.demo'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('LendHub');
    expect(decodeURIComponent(uri.pathname)).toContain('lender@lendhub.demo');
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes, hashed whatever the case and dashes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(hashRecoveryCode(codes[0]!.toUpperCase().replace('-', ' '))).toBe(hashRecoveryCode(codes[0]!));
    expect(hashRecoveryCode(codes[0]!)).not.toBe(hashRecoveryCode(codes[1]!));
  });
});
