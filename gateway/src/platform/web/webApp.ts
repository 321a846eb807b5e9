import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { staticAssets } from './staticAssets.ts';

/**
 * Paths that are never a screen of the app: operational endpoints (and their usual aliases), the
 * API's own prefix, well-known files. They answer 404 instead of the app's HTML, so a probe or a
 * scraper never mistakes the app for a healthy endpoint.
 */
const NOT_APP_PATHS =
  /^\/(metrics|livez|readyz|healthz|health|status|ready|live|ping|api|graphql|uploads|\.well-known|actuator|server-status|debug)(\/|$)/i;

/** The pages the web build's sign-in entry serves (web/src/signin): a first load without the whole app. */
const SIGN_IN_PAGE_PATHS = /^\/(login|register)\/?$/i;

/**
 * The built single-page app; a browser GET that is not a file falls back to index.html (client routing),
 * or to signin.html for /login and /register when the build has it.
 */
export function webApp(webDist: string): RequestHandler[] {
  const indexHtml = path.join(webDist, 'index.html');
  const signInHtml = path.join(webDist, 'signin.html');
  const fallback: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const lastSegment = req.path.split('/').pop() ?? '';
    if (lastSegment.includes('.')) return next(); // a missing file is a 404, not the app
    if (NOT_APP_PATHS.test(req.path) || !req.accepts('html')) return next();
    if (!existsSync(indexHtml)) {
      return void res
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `pnpm build` (or `pnpm start`, which builds it).');
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(SIGN_IN_PAGE_PATHS.test(req.path) && existsSync(signInHtml) ? signInHtml : indexHtml);
  };
  return [...staticAssets(webDist), fallback];
}
