import express, { type Express } from 'express';
import { authRouter } from './auth/routes.ts';
import type { ApiDeps } from './deps.ts';
import { errorHandler, notFoundHandler } from './http/errors.ts';
import { lendersRouter } from './lenders/routes.ts';
import { postsRouter } from './posts/routes.ts';
import { usersRouter } from './users/routes.ts';
import { uploadsRouter } from './uploads/serve.ts';
import { notificationsRouter } from './notifications/routes.ts';
import { rolesRouter } from './roles/routes.ts';
import { userAdminRouter } from './user-admin/routes.ts';
import { invitationsRouter } from './invitations/routes.ts';
import { pointsRouter } from './points/routes.ts';
import { calendarRouter } from './calendar/routes.ts';
import { uiSettingsRouter } from './ui-settings/routes.ts';
import { vendorsRouter } from './vendors/routes.ts';
import { vendorTicketsRouter } from './vendors/ticket-routes.ts';
import { ticketsRouter } from './tickets/routes.ts';
import { supportRouter } from './support/routes.ts';
import { lenderAdminRouter } from './lenders/admin-routes.ts';
import { blogsRouter } from './posts/blog-routes.ts';
import { assistantRouter } from './assistant/routes.ts';
import { sandboxRouter } from './sandbox/routes.ts';

/** JSON bodies above this are refused with 413 (multipart uploads have their own limits). */
const JSON_BODY_LIMIT = '1mb';

/** The REST API: one router per feature, then the 404 and error envelopes. */
export function createApp(deps: ApiDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.use(express.json({ limit: JSON_BODY_LIMIT }));

  // Feature routers — append one line per feature.
  app.use(uploadsRouter(deps));
  app.use(authRouter(deps));
  app.use(usersRouter(deps));
  app.use(lendersRouter(deps));
  app.use(postsRouter(deps));
  // issue 3: vendors, tickets, contact support, lender admin, blogs
  app.use(vendorsRouter(deps));
  app.use(vendorTicketsRouter(deps));
  app.use(ticketsRouter(deps));
  app.use(supportRouter(deps));
  app.use(lenderAdminRouter(deps));
  app.use(blogsRouter(deps));
  // issue 3: users admin, invitations, roles, points, calendar, UI settings, notifications
  app.use(notificationsRouter(deps));
  app.use(rolesRouter(deps));
  app.use(userAdminRouter(deps));
  app.use(invitationsRouter(deps));
  app.use(pointsRouter(deps));
  app.use(calendarRouter(deps));
  app.use(uiSettingsRouter(deps));
  // issue 4: third-party sandboxes (CRM, property data) and the assistant's conversations
  app.use(sandboxRouter(deps));
  app.use(assistantRouter(deps));

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
