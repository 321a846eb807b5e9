import { Router, type Request } from 'express';
import { clientRoutes as routes } from '@lendhub/domain/rest/clients';
import { signToken } from '../auth/jwt.ts';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { requireAuth, requireRole } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError } from '../http/envelope.ts';
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

const NOT_FOUND = routes.byId.messages.notFound;
const DUPLICATE = routes.create.messages.duplicate;
const REVOKED = routes.rotateKey.messages.revoked;
const INVALID_KEY = routes.authenticate.messages.invalidKey;

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

  mount(router, routes.list, ...admin, async (_req, res) => {
    reply(res, routes.list, await listClients(db));
  });

  mount(router, routes.create, ...admin, async (req, res) => {
    const input = parseBody(routes.create.body, req);
    const issued = valueOrThrow(await createClient(db, input), { duplicate: () => new ApiError(400, DUPLICATE, { name: DUPLICATE }) });
    reply(res, routes.create, issued, routes.create.messages.ok, 201);
  });

  mount(router, routes.usage, ...admin, async (req, res) => {
    const query = parseQuery(routes.usage.query, req);
    reply(res, routes.usage, await usageOf(db, query.coordinate, query.days, query.prefix === 'true'));
  });

  mount(router, routes.recordUsage, async (req, res) => {
    gatewayOnly(req);
    await recordUsage(db, parseBody(routes.recordUsage.body, req).rows);
    reply(res, routes.recordUsage, null);
  });

  mount(router, routes.authenticate, async (req, res) => {
    gatewayOnly(req);
    const { key } = parseBody(routes.authenticate.body, req);
    const found = isClientKeyShaped(key) ? await clientByKey(db, key) : undefined;
    if (!found) throw new ApiError(401, INVALID_KEY);
    const roleName = ROLE_NAMES[ROLE_KEY[found.client.role]];
    const token = await signToken(
      { userId: found.client.userId, role: roleName, email: found.email, version: found.tokenVersion },
      deps.config.jwtSecret,
    );
    reply(res, routes.authenticate, { client: found.client, token, documents: await documentsOf(db, found.client.id) });
  });

  mount(router, routes.byId, ...admin, async (req, res) => {
    reply(res, routes.byId, await existing(pathId(req, NOT_FOUND)));
  });

  mount(router, routes.update, ...admin, async (req, res) => {
    const id = pathId(req, NOT_FOUND);
    await existing(id);
    reply(res, routes.update, (await updateClient(db, id, parseBody(routes.update.body, req)))!, routes.update.messages.ok);
  });

  mount(router, routes.rotateKey, ...admin, async (req, res) => {
    const issued = valueOrThrow(await rotateClientKey(db, pathId(req, NOT_FOUND)), {
      'not-found': () => new ApiError(404, NOT_FOUND),
      revoked: () => new ApiError(400, REVOKED),
    });
    reply(res, routes.rotateKey, issued, routes.rotateKey.messages.ok);
  });

  mount(router, routes.revoke, ...admin, async (req, res) => {
    const id = pathId(req, NOT_FOUND);
    await existing(id);
    reply(res, routes.revoke, (await revokeClient(db, id))!, routes.revoke.messages.ok);
  });

  mount(router, routes.documents, ...admin, async (req, res) => {
    const id = pathId(req, NOT_FOUND);
    await existing(id);
    reply(res, routes.documents, await documentsOf(db, id));
  });

  mount(router, routes.publishDocuments, ...admin, async (req, res) => {
    const id = pathId(req, NOT_FOUND);
    const client = await existing(id);
    if (client.revokedAt) throw new ApiError(400, REVOKED);
    const input = parseBody(routes.publishDocuments.body, req);
    const count = await publishDocuments(db, id, input.documents, input.replace ?? false);
    reply(res, routes.publishDocuments, { documentCount: count }, routes.publishDocuments.messages.ok(Object.keys(input.documents).length));
  });

  return router;
}

const ROLE_KEY = { ADMIN: 'admin', LOAN_OFFICER: 'loanOfficer', ACCOUNT_EXECUTIVE: 'accountExecutive' } as const;
