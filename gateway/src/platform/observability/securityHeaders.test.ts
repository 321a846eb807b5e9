import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { headersOf, securityHeaders } from './securityHeaders.ts';

/** Runs middlewares on a recording response; what they set, by lower-case name, and what they removed. */
function run(middlewares: RequestHandler[], secure = false) {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const response = {
    setHeader: (name: string, value: unknown) => void set.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void removed.push(name.toLowerCase()),
  } as unknown as Response;
  const request = { secure, method: 'GET', headers: {} } as unknown as Request;
  let index = 0;
  const next = () => {
    const middleware = middlewares[index++];
    if (middleware) void middleware(request, response, next);
  };
  next();
  return { set, removed };
}

describe('security headers', () => {
  it('are helmet’s own, set in one step, with the permissions policy; HSTS only over HTTPS', () => {
    const plain = run(securityHeaders());
    expect(plain.removed).toEqual(['x-powered-by']);
    expect([...plain.set.keys()].sort()).toEqual(
      [
        'content-security-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'origin-agent-cluster',
        'permissions-policy',
        'referrer-policy',
        'x-content-type-options',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ].sort(),
    );
    expect(plain.set.get('x-frame-options')).toBe('DENY');
    expect(plain.set.get('content-security-policy')).toContain("script-src 'self';");
    expect(run(securityHeaders(), true).set.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('takes a middleware’s headers as it sets them, and refuses one that does not finish at once', () => {
    const taken = headersOf(helmet({ contentSecurityPolicy: false }));
    expect(taken.removed).toEqual(['X-Powered-By']);
    expect(Object.fromEntries(taken.set)).toMatchObject({ 'X-Frame-Options': 'SAMEORIGIN', 'X-Content-Type-Options': 'nosniff' });
    expect(() => headersOf((_req, _res, next) => void setTimeout(next, 1))).toThrow(/did not finish at once/);
  });
});
