import { Router, type Request } from 'express';
import { signToken } from '../auth/jwt.ts';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { requireAuth, requireRole } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { isGatewayCall } from '@lendhub/server-kit/rate-limit';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { isClientKeyShaped } from './keys.ts';
import {
  clientById,
  clientByKey,
  createClient,
  documentsOf,
  listClients,
  publishDocuments,
  recordUsage,
  revokeClient,
  rotateClientKey,
  updateClient,
  usageOf,
} from './repository.ts';
import { authenticateBody, createClientBody, publishDocumentsBody, recordUsageBody, updateClientBody, usageQuery } from './schemas.ts';

const NOT_FOUND = 'API client not found';
const DUPLICATE = 'An API client with this name already exists';
const REVOKED = 'This API client is revoked: register a new one';
const INVALID_KEY = 'Invalid or revoked API client key';

/**
 * Registered API clients under /api/ApiClients (docs/api-clients.md "API clients for internal tools"): an Admin
 * registers, limits, rotates and revokes them and publishes their documents; reading field usage is
 * an Admin's too. Two calls are the gateway's alone (its `X-Gateway-Key`): turning a key into the
 * client and a token for its service account, and adding usage counts.
 */
export function clientsRouter(deps: ApiDeps): Router {
  const router = Router();
  const { db } = deps;
  const admin = [requireAuth(deps), requireRole(ROLE_NAMES.admin)];
  const gatewayOnly = (req: Request) => {
    if (!isGatewayCall(req.headers['x-gateway-key'], deps.config.jwtSecret)) throw new ApiError(403, 'Forbidden');
  };
  const existing = async (id: number) => (await clientById(db, id)) ?? Promise.reject(new ApiError(404, NOT_FOUND));

  router.get('/api/ApiClients', ...admin, async (_req, res) => {
    sendOk(res, await listClients(db));
  });

  router.post('/api/ApiClients', ...admin, async (req, res) => {
    const input = parseBody(createClientBody, req);
    const issued = valueOrThrow(await createClient(db, input), { duplicate: () => new ApiError(400, DUPLICATE, { name: DUPLICATE }) });
    sendOk(res, issued, 'API client registered: copy its key now, it is not shown again', 201);
  });

  router.get('/api/ApiClients/Usage', ...admin, async (req, res) => {
    const query = parseQuery(usageQuery, req);
    sendOk(res, await usageOf(db, query.coordinate, query.days, query.prefix === 'true'));
  });

  router.post('/api/ApiClients/Usage', async (req, res) => {
    gatewayOnly(req);
    await recordUsage(db, parseBody(recordUsageBody, req).rows);
    sendOk(res, null);
  });

  router.post('/api/ApiClients/Authenticate', async (req, res) => {
    gatewayOnly(req);
    const { key } = parseBody(authenticateBody, req);
    const found = isClientKeyShaped(key) ? await clientByKey(db, key) : undefined;
    if (!found) throw new ApiError(401, INVALID_KEY);
    const roleName = ROLE_NAMES[ROLE_KEY[found.client.role]];
    const token = await signToken(
      { userId: found.client.userId, role: roleName, email: found.email, version: found.tokenVersion },
      deps.config.jwtSecret,
    );
    sendOk(res, { client: found.client, token, documents: await documentsOf(db, found.client.id) });
  });

  router.get('/api/ApiClients/:id', ...admin, async (req, res) => {
    sendOk(res, await existing(pathId(req, NOT_FOUND)));
  });

  router.put('/api/ApiClients/:id', ...admin, async (req, res) => {
    const id = pathId(req, NOT_FOUND);
    await existing(id);
    sendOk(res, await updateClient(db, id, parseBody(updateClientBody, req)), 'API client updated');
  });

  router.post('/api/ApiClients/:id/RotateKey', ...admin, async (req, res) => {
    const issued = valueOrThrow(await rotateClientKey(db, pathId(req, NOT_FOUND)), {
      'not-found': () => new ApiError(404, NOT_FOUND),
      revoked: () => new ApiError(400, REVOKED),
    });
    sendOk(res, issued, 'New key issued: the old key no longer works. Copy the new key now, it is not shown again');
  });

  router.post('/api/ApiClients/:id/Revoke', ...admin, async (req, res) => {
    const id = pathId(req, NOT_FOUND);
    await existing(id);
    sendOk(res, await revokeClient(db, id), 'API client revoked: its key no longer works');
  });

  router.get('/api/ApiClients/:id/Documents', ...admin, async (req, res) => {
    const id = pathId(req, NOT_FOUND);
    await existing(id);
    sendOk(res, await documentsOf(db, id));
  });

  router.post('/api/ApiClients/:id/Documents', ...admin, async (req, res) => {
    const id = pathId(req, NOT_FOUND);
    const client = await existing(id);
    if (client.revokedAt) throw new ApiError(400, REVOKED);
    const input = parseBody(publishDocumentsBody, req);
    const count = await publishDocuments(db, id, input.documents, input.replace ?? false);
    sendOk(res, { documentCount: count }, `${Object.keys(input.documents).length} document(s) published`);
  });

  return router;
}

const ROLE_KEY = { ADMIN: 'admin', LOAN_OFFICER: 'loanOfficer', ACCOUNT_EXECUTIVE: 'accountExecutive' } as const;
