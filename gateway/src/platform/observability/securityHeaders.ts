import type { RequestHandler } from 'express';
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
  return [
    strict,
    (req, res, next) => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      if (req.secure) return hsts(req, res, next);
      next();
    },
  ];
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
