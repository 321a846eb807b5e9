import { Router, type Request } from 'express';
import { ROLE_IDS, ROLE_NAMES } from '../auth/roles.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth, requireRole } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { idParam } from '../http/params.ts';
import { parseBody, parseQuery, parseWith } from '../http/validate.ts';
import { imagePolicy } from '../uploads/policies.ts';
import { receiveUploads, uploadsOf } from '../uploads/receive.ts';
import { transactionWithUploads } from '../uploads/transaction.ts';
import { usersByIdsQuery } from '../users/schemas.ts';
import { camelCaseKeys } from '../forms/fields.ts';
import {
  assertAssignableRole,
  countOtherAdmins,
  deleteUserAndFixCounters,
  EMAIL_TAKEN,
  emailInUse,
  findUserDto,
  findUsersByIds,
  listUsers,
  profileColumns,
} from './repository.ts';
import { createUserBody, listUsersQuery, updatePasswordBody, updateUserBody } from './schemas.ts';

/** The avatar travels in the multipart field `File` (spec §7 UpdateUser "optional File"). */
const AVATAR_FIELD = 'File';
const USER_NOT_FOUND = 'User not found';

const emailTaken = () => new ApiError(400, EMAIL_TAKEN, { emailAddress: EMAIL_TAKEN });
const rethrowEmailTaken = (error: unknown): never => {
  if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
  throw error;
};

/**
 * User administration and self-service (spec §7 "Users"). Role rules are checked here, whatever
 * the gateway did: Admin-only routes use requireRole; UpdateUser and UpdatePassword check the
 * caller against the target themselves.
 */
export function userAdminRouter(deps: ApiDeps): Router {
  const router = Router();
  const { db } = deps;
  const uploadDeps = { db, uploadsDir: deps.config.uploadsDir };
  const auth = requireAuth(deps);
  const admin = requireRole(ROLE_NAMES.admin);
  const avatarUpload = receiveUploads(imagePolicy([AVATAR_FIELD]));
  const isAdmin = (req: Request) => authOf(req).role === ROLE_NAMES.admin;

  router.get('/api/User/GetAllUser', auth, admin, async (req, res) => {
    sendOk(res, await listUsers(db, parseQuery(listUsersQuery, req)));
  });

  /** Full profiles for the gateway's loader; two-factor status only for yourself or an Admin. */
  router.get('/api/User/GetUserProfilesByIds', auth, async (req, res) => {
    const { ids } = parseQuery(usersByIdsQuery, req);
    const caller = authOf(req);
    const users = await findUsersByIds(db, ids);
    sendOk(
      res,
      users.map((user) =>
        isAdmin(req) || user.userId === caller.userId ? user : { ...user, twoFactorAuthentication: null },
      ),
    );
  });

  router.post('/api/User/CreateUser', auth, admin, avatarUpload, async (req, res) => {
    const input = parseWith(createUserBody, camelCaseKeys(req.body));
    await assertAssignableRole(db, input.role, 'role', 'Please select role!');
    if (await emailInUse(db, input.emailAddress)) throw emailTaken();
    const passwordHash = await hashPassword(input.password);
    const userId = await transactionWithUploads(uploadDeps, uploadsOf(req), async ({ trx, file }) => {
      const row = await trx
        .insertInto('users')
        .values({
          full_name: input.fullName,
          email: input.emailAddress,
          password_hash: passwordHash,
          phone_number: input.phoneNumber,
          role_id: input.role,
          ...profileColumns(input),
          avatar_url: file(AVATAR_FIELD)?.url ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch(rethrowEmailTaken);
      return row.id;
    });
    sendOk(res, await findUserDto(db, userId), 'User created successfully');
  });

  router.put('/api/User/UpdateUser', auth, avatarUpload, async (req, res) => {
    const caller = authOf(req);
    const input = parseWith(updateUserBody, camelCaseKeys(req.body));
    const callerIsAdmin = isAdmin(req);
    if (!callerIsAdmin && input.userId !== caller.userId) throw new ApiError(403, 'You can only update your own profile');
    const existing = await findUserDto(db, input.userId);
    if (!existing) throw new ApiError(404, USER_NOT_FOUND);

    const roleChanges = input.role !== undefined && input.role !== existing.role;
    if (roleChanges && !callerIsAdmin) throw new ApiError(403, 'Only an Admin can change roles');
    if (roleChanges) await assertAssignableRole(db, input.role!, 'role', 'Please select role!');
    if (input.password !== undefined && !callerIsAdmin) {
      throw new ApiError(400, 'Use Change Password to change your password', { password: 'Use Change Password to change your password' });
    }
    if (input.emailAddress !== undefined && (await emailInUse(db, input.emailAddress, existing.userId))) throw emailTaken();
    const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;

    await transactionWithUploads(uploadDeps, uploadsOf(req), async ({ trx, file, removeAfterCommit }) => {
      if (roleChanges && existing.role === ROLE_IDS.admin) {
        // Serialize admin demotions so two at once cannot leave the portal without an Admin.
        await trx.selectFrom('roles').select('id').where('id', '=', ROLE_IDS.admin).forUpdate().execute();
        if ((await countOtherAdmins(trx, existing.userId)) === 0) {
          throw new ApiError(400, 'At least one Admin must remain', { role: 'At least one Admin must remain' });
        }
      }
      const avatar = file(AVATAR_FIELD);
      if (avatar) removeAfterCommit(existing.avatarUrl);
      await trx
        .updateTable('users')
        .set({
          ...(input.fullName !== undefined ? { full_name: input.fullName } : {}),
          ...(input.emailAddress !== undefined ? { email: input.emailAddress } : {}),
          ...(input.phoneNumber !== undefined ? { phone_number: input.phoneNumber } : {}),
          ...(roleChanges ? { role_id: input.role! } : {}),
          ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
          ...profileColumns(input),
          ...(avatar ? { avatar_url: avatar.url } : {}),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', existing.userId)
        .execute()
        .catch(rethrowEmailTaken);
    });
    sendOk(res, await findUserDto(db, existing.userId), 'User updated successfully');
  });

  router.put('/api/User/UpdatePassword/:id', auth, async (req, res) => {
    const id = idParam(req, 'id', USER_NOT_FOUND);
    if (id !== authOf(req).userId) throw new ApiError(403, 'You can only change your own password');
    const { currentPassword, newPassword } = parseBody(updatePasswordBody, req);
    const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, USER_NOT_FOUND);
    if (!(await verifyPassword(currentPassword, row.password_hash))) {
      throw new ApiError(400, 'Current password is incorrect', { currentPassword: 'Current password is incorrect' });
    }
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(newPassword), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    sendOk(res, { userId: id }, 'Password updated successfully');
  });

  // The spec shows this call without the /api prefix; both are served.
  router.delete(['/User/:id', '/api/User/:id'], auth, admin, async (req, res) => {
    const id = idParam(req, 'id', USER_NOT_FOUND);
    if (id === authOf(req).userId) throw new ApiError(400, 'You cannot delete your own account');
    await transactionWithUploads(uploadDeps, [], async ({ trx, removeAfterCommit }) => {
      const user = await trx.selectFrom('users').select(['id', 'avatar_url']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!user) throw new ApiError(404, USER_NOT_FOUND);
      await deleteUserAndFixCounters(trx, id);
      removeAfterCommit(user.avatar_url);
    });
    sendOk(res, { userId: id }, 'User deleted successfully');
  });

  return router;
}
