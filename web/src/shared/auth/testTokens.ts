// Builds unsigned three-part tokens for tests (the client never verifies signatures).
function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function makeToken(claims: Record<string, unknown>): string {
  return [base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })), base64Url(JSON.stringify(claims)), 'signature'].join('.');
}

/** A token whose exp is `secondsAhead` after `now` (ms). */
export function tokenExpiringIn(secondsAhead: number, now: number, role = 'Admin'): string {
  return makeToken({ sub: '1', role, email: 'admin@lendhub.demo', exp: Math.floor(now / 1000) + secondsAhead });
}
