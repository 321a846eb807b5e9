import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth } from '../http/auth.ts';
import { sendOk } from '../http/envelope.ts';
import { parseBody } from '../http/validate.ts';
import { resetUiSettings, saveUiSettings, uiSettingsOf } from './repository.ts';
import { uiSettingsBody } from './schemas.ts';

/** The caller's UI customization, kept on the server (beyond the spec, where nothing was persisted). */
export function settingsRouter(deps: ApiDeps): Router {
  const router = Router();
  const { db } = deps;
  const auth = requireAuth(deps);

  router.get('/api/UiSettings', auth, async (req, res) => {
    sendOk(res, await uiSettingsOf(db, authOf(req).userId));
  });

  router.put('/api/UiSettings', auth, async (req, res) => {
    const input = parseBody(uiSettingsBody, req);
    sendOk(res, await saveUiSettings(db, authOf(req).userId, input), 'UI settings saved successfully!');
  });

  router.post('/api/UiSettings/Reset', auth, async (req, res) => {
    sendOk(res, await resetUiSettings(db, authOf(req).userId), 'UI settings reset to default');
  });

  return router;
}
