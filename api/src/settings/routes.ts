import { Router } from 'express';
import { settingsRoutes as routes } from '@lendhub/domain/rest/settings';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { parseBody } from '../http/validate.ts';
import { resetUiSettings, saveUiSettings, uiSettingsOf } from './repository.ts';

/** The caller's UI customization, kept on the server (beyond the spec, where nothing was persisted). */
export function settingsRouter(deps: ApiDeps): Router {
  const router = Router();
  const { db } = deps;
  const auth = requireAuth(deps);

  mount(router, routes.get, auth, async (req, res) => {
    reply(res, routes.get, await uiSettingsOf(db, authOf(req).userId));
  });

  mount(router, routes.save, auth, async (req, res) => {
    const input = parseBody(routes.save.body, req);
    reply(res, routes.save, await saveUiSettings(db, authOf(req).userId, input), routes.save.messages.ok);
  });

  mount(router, routes.reset, auth, async (req, res) => {
    reply(res, routes.reset, await resetUiSettings(db, authOf(req).userId), routes.reset.messages.ok);
  });

  return router;
}
