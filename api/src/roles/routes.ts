import { Router } from 'express';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { requireAuth, requireRole } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { createRole, deleteRole, listRoles, updateRole } from './repository.ts';
import { listRolesQuery, roleBody } from './schemas.ts';

const NOT_FOUND = 'Role not found';
const DUPLICATE = 'A role with this name already exists';

const notFound = () => new ApiError(404, NOT_FOUND);
const duplicate = () => new ApiError(400, DUPLICATE, { role: DUPLICATE });
const plural = (count: number, word: string) => `${count} ${count === 1 ? word : `${word}s`}`;

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

  router.get('/api/Roles', auth, async (req, res) => {
    const { status } = parseQuery(listRolesQuery, req);
    sendOk(res, await listRoles(db, status));
  });

  router.post('/api/Roles', auth, admin, async (req, res) => {
    const { role, status } = parseBody(roleBody, req);
    sendOk(res, valueOrThrow(await createRole(db, { role, status }), { 'duplicate-name': duplicate }), 'Role created successfully');
  });

  router.put('/api/Roles/:id', auth, admin, async (req, res) => {
    const id = pathId(req, NOT_FOUND);
    const body = parseBody(roleBody, req);
    if (body.id !== undefined && body.id !== 0 && body.id !== id) throw new ApiError(400, 'Role id does not match the address', { id: 'Role id does not match the address' });
    const updated = valueOrThrow(await updateRole(db, id, body), {
      'not-found': notFound,
      'built-in-renamed': () => new ApiError(400, 'Built-in roles cannot be renamed', { role: 'Built-in roles cannot be renamed' }),
      'built-in-deactivated': () => new ApiError(400, 'Built-in roles must stay Active', { status: 'Built-in roles must stay Active' }),
      'duplicate-name': duplicate,
    });
    sendOk(res, updated, 'Role updated successfully');
  });

  router.delete('/api/Roles/:id', auth, admin, async (req, res) => {
    const id = pathId(req, NOT_FOUND);
    valueOrThrow(await deleteRole(db, id), {
      'built-in': () => new ApiError(400, 'Built-in roles cannot be deleted'),
      'not-found': notFound,
      assigned: ({ users }) => new ApiError(409, `This role is assigned to ${plural(users, 'user')} and cannot be deleted`),
      invited: ({ invitations }) => new ApiError(409, `This role has ${plural(invitations, 'pending invitation')} and cannot be deleted`),
    });
    sendOk(res, { id }, 'Role deleted successfully');
  });

  return router;
}
