import { Router } from 'express';
import { roleRoutes as routes } from '@lendhub/domain/rest/roles';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { requireAuth, requireRole } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { createRole, deleteRole, listRoles, updateRole } from './repository.ts';

const M = { ...routes.update.messages, ...routes.delete.messages };
const notFound = () => new ApiError(404, M.notFound);
const duplicate = () => new ApiError(400, routes.create.messages.duplicate, { role: routes.create.messages.duplicate });

/**
 * Roles under /api/Roles (spec §7 "Roles"). Anyone signed in may list them (forms offer them);
 * only an Admin may write, checked here whatever the gateway did. The three portal roles are
 * built in: their names and Active status are what permissions depend on.
 */
export function rolesRouter(deps: ApiDeps): Router {
  const router = Router();
  const { db } = deps;
  const auth = requireAuth(deps);
  const admin = requireRole(ROLE_NAMES.admin);

  mount(router, routes.list, auth, async (req, res) => {
    const { status } = parseQuery(routes.list.query, req);
    reply(res, routes.list, await listRoles(db, status));
  });

  mount(router, routes.create, auth, admin, async (req, res) => {
    const { role, status } = parseBody(routes.create.body, req);
    reply(
      res,
      routes.create,
      valueOrThrow(await createRole(db, { role, status }), { 'duplicate-name': duplicate }),
      routes.create.messages.ok,
    );
  });

  mount(router, routes.update, auth, admin, async (req, res) => {
    const id = pathId(req, M.notFound);
    const body = parseBody(routes.update.body, req);
    if (body.id !== undefined && body.id !== 0 && body.id !== id) throw new ApiError(400, M.idMismatch, { id: M.idMismatch });
    const updated = valueOrThrow(await updateRole(db, id, body), {
      'not-found': notFound,
      'built-in-renamed': () => new ApiError(400, M.builtInRenamed, { role: M.builtInRenamed }),
      'built-in-deactivated': () => new ApiError(400, M.builtInDeactivated, { status: M.builtInDeactivated }),
      'duplicate-name': duplicate,
    });
    reply(res, routes.update, updated, routes.update.messages.ok);
  });

  mount(router, routes.delete, auth, admin, async (req, res) => {
    const id = pathId(req, M.notFound);
    valueOrThrow(await deleteRole(db, id), {
      'built-in': () => new ApiError(400, M.builtIn),
      'not-found': notFound,
      assigned: ({ users }) => new ApiError(409, M.assigned(users)),
      invited: ({ invitations }) => new ApiError(409, M.invited(invitations)),
    });
    reply(res, routes.delete, { id }, routes.delete.messages.ok);
  });

  return router;
}
