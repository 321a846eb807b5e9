import { Router } from 'express';
import { ROLE_NAMES } from '../auth/roles.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { ApiDeps } from '../deps.ts';
import { requireAuth, requireRole } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { idParam } from '../http/params.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { countOpenInvitations, findRole, findRoleIdByName, isBuiltInRole, listRoles } from './repository.ts';
import { listRolesQuery, roleBody } from './schemas.ts';

const NOT_FOUND = 'Role not found';
const DUPLICATE = 'A role with this name already exists';

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
    if (await findRoleIdByName(db, role)) throw new ApiError(400, DUPLICATE, { role: DUPLICATE });
    const created = await db
      .insertInto('roles')
      .values({ name: role, status })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'roles_name_unique')) throw new ApiError(400, DUPLICATE, { role: DUPLICATE });
        throw error;
      });
    sendOk(res, await findRole(db, created.id), 'Role created successfully');
  });

  router.put('/api/Roles/:id', auth, admin, async (req, res) => {
    const id = idParam(req, 'id', NOT_FOUND);
    const body = parseBody(roleBody, req);
    if (body.id !== undefined && body.id !== 0 && body.id !== id) throw new ApiError(400, 'Role id does not match the address', { id: 'Role id does not match the address' });
    const existing = await findRole(db, id);
    if (!existing) throw new ApiError(404, NOT_FOUND);
    if (existing.builtIn && body.role !== existing.role) {
      throw new ApiError(400, 'Built-in roles cannot be renamed', { role: 'Built-in roles cannot be renamed' });
    }
    if (existing.builtIn && body.status !== 'Active') {
      throw new ApiError(400, 'Built-in roles must stay Active', { status: 'Built-in roles must stay Active' });
    }
    if (await findRoleIdByName(db, body.role, id)) throw new ApiError(400, DUPLICATE, { role: DUPLICATE });
    await db
      .updateTable('roles')
      .set({ name: body.role, status: body.status })
      .where('id', '=', id)
      .execute()
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'roles_name_unique')) throw new ApiError(400, DUPLICATE, { role: DUPLICATE });
        throw error;
      });
    sendOk(res, await findRole(db, id), 'Role updated successfully');
  });

  router.delete('/api/Roles/:id', auth, admin, async (req, res) => {
    const id = idParam(req, 'id', NOT_FOUND);
    if (isBuiltInRole(id)) throw new ApiError(400, 'Built-in roles cannot be deleted');
    await db.transaction().execute(async (trx) => {
      // The lock makes "in use?" and the delete one step: a user being given this role at the
      // same moment waits for us (its foreign key needs the row) and then finds it gone.
      const role = await trx.selectFrom('roles').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!role) throw new ApiError(404, NOT_FOUND);
      const { count } = await trx
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('role_id', '=', id)
        .executeTakeFirstOrThrow();
      const users = Number(count);
      if (users > 0) {
        throw new ApiError(409, `This role is assigned to ${users} ${users === 1 ? 'user' : 'users'} and cannot be deleted`);
      }
      const invitations = await countOpenInvitations(trx, id);
      if (invitations > 0) {
        throw new ApiError(409, `This role has ${invitations} pending ${invitations === 1 ? 'invitation' : 'invitations'} and cannot be deleted`);
      }
      await trx.deleteFrom('roles').where('id', '=', id).execute();
    });
    sendOk(res, { id }, 'Role deleted successfully');
  });

  return router;
}
