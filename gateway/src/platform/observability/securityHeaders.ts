import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** Browser features the portal never uses, turned off for it and anything it might embed. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()';

/**
 * The headers on every gateway response (web app, GraphQL, uploads). The CSP allows scripts from this
 * origin only (the built index.html has no inline script); styles also inline, because Chakra's
 * emotion injects <style> elements at run time. HSTS is sent only on a request that came over HTTPS
 * (directly, or through a proxy trusted with TRUST_PROXY).
 */
export function securityHeaders(): RequestHandler[] {
  const common = {
    frameguard: { action: 'deny' as const },
    referrerPolicy: { policy: 'same-origin' as const },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' as const },
  };
  const strict = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });
  // Helmet's headers depend on nothing in the request here (no nonces): taken from it once, then set in one step
  // (helmet runs a dozen middlewares of its own per request, about 3 % of a feed page's gateway CPU).
  const { set, removed } = headersOf(strict);
  return [
    (req, res, next) => {
      for (const name of removed) res.removeHeader(name);
      for (const [name, value] of set) res.setHeader(name, value);
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      if (req.secure) return hsts(req, res, next);
      next();
    },
  ];
}

/** The headers a request-independent middleware sets and removes, in order (it must finish at once). */
export function headersOf(middleware: RequestHandler): { set: Array<[string, string]>; removed: string[] } {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  let done = false;
  const response = {
    setHeader: (name: string, value: unknown) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  void middleware({ method: 'GET', headers: {} } as Request, response as unknown as Response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    done = true;
  });
  if (!done) throw new Error('the security headers middleware did not finish at once: its headers cannot be taken once');
  return { set, removed };
}

/**
 * The Apollo Sandbox landing page (development only) is an inline script that loads the Sandbox from
 * Apollo's CDN and frames it: its own policy, on that page alone.
 */
export const sandboxPagePolicy: RequestHandler = (req, res, next) => {
  if ((req.method === 'GET' || req.method === 'HEAD') && req.accepts(['json', 'html']) === 'html') {
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'self'; script-src 'self' 'unsafe-inline' https://embeddable-sandbox.cdn.apollographql.com; " +
        "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com; font-src 'self' https://fonts.gstatic.com; img-src 'self' data: https:; " +
        "frame-src https://sandbox.embed.apollographql.com; connect-src 'self' https:; frame-ancestors 'none'",
    );
  }
  next();
};

/** Every GraphQL answer is the caller's own: no cache (shared or private) keeps it. */
export const privateAnswers: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
