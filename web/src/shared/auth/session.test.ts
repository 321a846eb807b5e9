import { describe, expect, it } from 'vitest';
import { decodeTokenClaims, isAuthenticated } from './session';
import { makeToken, tokenExpiringIn } from './testTokens';

const now = Date.UTC(2025, 5, 1, 12, 0, 0);

describe('isAuthenticated (spec §4: three parts, exp more than 30 s ahead)', () => {
  it('accepts a token expiring in an hour', () => {
    expect(isAuthenticated(tokenExpiringIn(3600, now), now)).toBe(true);
  });

  it('accepts a token expiring in 31 s and refuses one expiring in 30 s or less', () => {
    expect(isAuthenticated(tokenExpiringIn(31, now), now)).toBe(true);
    expect(isAuthenticated(tokenExpiringIn(30, now), now)).toBe(false);
    expect(isAuthenticated(tokenExpiringIn(10, now), now)).toBe(false);
  });

  it('refuses an expired token', () => {
    expect(isAuthenticated(tokenExpiringIn(-60, now), now)).toBe(false);
  });

  it('refuses a missing token, a token without three parts, a bad payload and a payload without exp', () => {
    expect(isAuthenticated(null, now)).toBe(false);
    expect(isAuthenticated('', now)).toBe(false);
    expect(isAuthenticated('abc.def', now)).toBe(false);
    expect(isAuthenticated(`${tokenExpiringIn(3600, now)}.extra`, now)).toBe(false);
    expect(isAuthenticated('a.not-json.c', now)).toBe(false);
    expect(isAuthenticated(makeToken({ sub: '1' }), now)).toBe(false);
  });

  it('reads the claims of a base64url payload with non-ASCII text', () => {
    const token = makeToken({ sub: '7', role: 'Loan Officer', email: 'josé@lendhub.demo', exp: 1 });
    expect(decodeTokenClaims(token)).toMatchObject({ sub: '7', role: 'Loan Officer', exp: 1 });
  });
});
