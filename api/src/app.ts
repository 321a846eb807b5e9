import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { loansRouter } from './loans/routes.ts';
import { productionRouter } from './production/routes.ts';
import { assistantRouter } from './assistant/routes.ts';
import { authRouter } from './auth/routes.ts';
import { calendarRouter } from './calendar/routes.ts';
import { clientsRouter } from './clients/routes.ts';
import type { ApiDeps } from './deps.ts';
import { errorHandler, notFoundHandler } from './http/errors.ts';
import { healthRouter } from './health/routes.ts';
import { accessLog } from './observability/accessLog.ts';
import { log } from './observability/log.ts';
import { metricsEndpoint } from '@lendhub/server-kit/observability';
import { requestRateLimit } from './http/requestRateLimit.ts';
import { twoFactorRouter } from './auth/twoFactorRoutes.ts';
import { registrationRouter } from './users/registration-routes.ts';
import { invitationsRouter } from './invitations/routes.ts';
import { lenderAdminRouter } from './lenders/admin-routes.ts';
import { lendersRouter } from './lenders/routes.ts';
import { marketplaceRouter } from './marketplace/routes.ts';
import { notificationsRouter } from './notifications/routes.ts';
import { pointsRouter } from './points/routes.ts';
import { postsRouter } from './posts/routes.ts';
import { pricingRouter } from './pricing/routes.ts';
import { quotesRouter } from './quotes/routes.ts';
import { rolesRouter } from './roles/routes.ts';
import { sandboxRouter } from './sandbox/routes.ts';
import { settingsRouter } from './settings/routes.ts';
import { supportRouter } from './support/routes.ts';
import { ticketsRouter } from './tickets/routes.ts';
import { uploadsRouter } from './uploads/serve.ts';
import { userAdminRouter } from './users/admin-routes.ts';
import { usersRouter } from './users/routes.ts';
import { vendorsRouter } from './vendors/routes.ts';
import { vendorTicketsRouter } from './vendors/ticket-routes.ts';

/** JSON bodies above this are refused with 413 (multipart uploads have their own limits). */
const JSON_BODY_LIMIT = '1mb';

/** The REST API: one router per domain, then the 404 and error envelopes. */
export function createApp(deps: ApiDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  // The client's address (sign-in throttling) comes from X-Forwarded-For only through a trusted proxy.
  app.set('trust proxy', deps.config.trustProxy);
  // First: every request gets its id and its access line, is counted and timed, whatever answers it.
  app.use(accessLog(deps.logger ?? log));
  if (deps.metrics) {
    app.use(deps.metrics.metrics.middleware());
    app.get('/metrics', metricsEndpoint(deps.metrics.metrics.registry, deps.metrics.key, deps.metrics.production));
  }
  // A JSON API: nothing it answers may run as a page, be framed, or be sniffed into another type.
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: false, // the API sits behind the gateway, on a private interface
      crossOriginResourcePolicy: false, // uploads set their own
    }),
  );
  // General limits per token and per address (docs/performance.md "Limits"), before any body is read; /healthz is not counted.
  if (deps.requestLimiter) app.use('/api', requestRateLimit(deps.requestLimiter, deps.config.jwtSecret));
  // gzip/brotli for JSON answers of 1 KB or more, to clients that ask (the gateway does not: on the
  // same machine, compressing costs more than it saves). Uploads keep their bytes (range requests).
  app.use(compression({ threshold: 1024, filter: (req, res) => !req.path.startsWith('/uploads/') && compression.filter(req, res) }));
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  // A write may sign out, change a password, a role or delete a user: requireAuth's cache forgets all.
  app.use(deps.sessions.invalidateOnWrites());

  // One router per domain (and its admin or ticket routes). Each owns its full paths and no two
  // share a path, so the order of these lines does not matter — only the 404 and error handlers last.
  app.use(healthRouter(deps));
  app.use(uploadsRouter(deps));
  app.use(authRouter(deps));
  app.use(twoFactorRouter(deps));
  app.use(usersRouter(deps));
  app.use(userAdminRouter(deps));
  app.use(invitationsRouter(deps));
  app.use(registrationRouter(deps));
  app.use(rolesRouter(deps));
  app.use(lendersRouter(deps));
  app.use(lenderAdminRouter(deps));
  app.use(postsRouter(deps));
  app.use(vendorsRouter(deps));
  app.use(vendorTicketsRouter(deps));
  app.use(ticketsRouter(deps));
  app.use(supportRouter(deps));
  app.use(pointsRouter(deps));
  app.use(calendarRouter(deps));
  app.use(marketplaceRouter(deps));
  app.use(settingsRouter(deps));
  app.use(notificationsRouter(deps));
  app.use(assistantRouter(deps));
  app.use(loansRouter(deps));
  app.use(productionRouter(deps));
  app.use(pricingRouter(deps));
  app.use(quotesRouter(deps));
  app.use(sandboxRouter(deps));
  app.use(clientsRouter(deps));

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
