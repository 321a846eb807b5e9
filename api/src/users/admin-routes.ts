import { Router } from 'express';
import { hashPassword } from '../auth/passwords.ts';
import { signToken } from '../auth/jwt.ts';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth, requireRole, viewerOf } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody, parseQuery, parseWith } from '../http/validate.ts';
import { camelCaseKeys } from '../forms/fields.ts';
import { roleAssignmentErrors } from '../roles/assignment-errors.ts';
import { assignableRole } from '../roles/repository.ts';
import { imagePolicy } from '../uploads/policies.ts';
import { receiveUploads, uploadsOf } from '../uploads/receive.ts';
import { transactionWithUploads } from '../uploads/transaction.ts';
import { changePassword, deleteUser, listUsers, profileColumns, updateUser } from './admin-repository.ts';
import { userRoutes as routes } from '@lendhub/domain/rest/users';
import { EMAIL_TAKEN } from './constants.ts';
import { findUserById, findUsersByIds, insertUser } from './repository.ts';
import { profileSeenBy } from './visibility.ts';
import { managerProblem } from './directory-repository.ts';

/** 400 with the field's message when 'Reports to' names no one possible. */
async function checkManager(db: ApiDeps['db'], userId: number | null, managerId: number | null | undefined): Promise<void> {
  if (managerId === undefined || managerId === null) return;
  const problem = await managerProblem(db, userId, managerId);
  if (problem) throw new ApiError(400, problem, { managerId: problem });
}

/** The avatar travels in the multipart field `File` (spec §7 UpdateUser "optional File"). */
const AVATAR_FIELD = 'File';
const USER_NOT_FOUND = routes.update.messages.notFound;
const ROLE_REQUIRED = 'Please select role!';

const userNotFound = () => new ApiError(404, USER_NOT_FOUND);
const emailTaken = () => new ApiError(400, EMAIL_TAKEN, { emailAddress: EMAIL_TAKEN });

/**
 * User administration and self-service (spec §7 "Users"). Role rules are checked here, whatever
 * the gateway did: Admin-only routes use requireRole; UpdateUser and UpdatePassword check the
 * caller against the target themselves.
 */
export function userAdminRouter(deps: ApiDeps): Router {
  const router = Router();
  const { db, config } = deps;
  const uploadDeps = { db, storage: deps.uploadStorage };
  const auth = requireAuth(deps);
  const admin = requireRole(ROLE_NAMES.admin);
  const avatarUpload = receiveUploads(imagePolicy(routes.update.uploads));

  mount(router, routes.list, auth, admin, async (req, res) => {
    reply(res, routes.list, await listUsers(db, parseQuery(routes.list.query, req)));
  });

  /** Full profiles for the gateway's loader; contact details and two-factor status only for yourself or an Admin. */
  mount(router, routes.profilesByIds, auth, async (req, res) => {
    const { ids } = parseQuery(routes.profilesByIds.query, req);
    const viewer = viewerOf(req);
    reply(
      res,
      routes.profilesByIds,
      (await findUsersByIds(db, ids)).map((user) => profileSeenBy(viewer, user)),
    );
  });

  mount(router, routes.create, auth, admin, avatarUpload, async (req, res) => {
    const input = parseWith(routes.create.body, camelCaseKeys(req.body));
    valueOrThrow(await assignableRole(db, input.role), roleAssignmentErrors(ROLE_REQUIRED));
    await checkManager(db, null, input.managerId);
    const passwordHash = await hashPassword(input.password);
    const userId = await transactionWithUploads(uploadDeps, uploadsOf(req), async ({ trx, file }) => {
      const created = await insertUser(trx, {
        full_name: input.fullName,
        email: input.emailAddress,
        password_hash: passwordHash,
        phone_number: input.phoneNumber,
        role_id: input.role,
        ...profileColumns(input),
        avatar_url: file(AVATAR_FIELD)?.url ?? null,
      });
      return valueOrThrow(created, { 'email-taken': emailTaken });
    });
    reply(res, routes.create, (await findUserById(db, userId))!, routes.create.messages.ok);
  });

  mount(router, routes.update, auth, avatarUpload, async (req, res) => {
    const viewer = viewerOf(req);
    const input = parseWith(routes.update.body, camelCaseKeys(req.body));
    if (!viewer.isAdmin && input.userId !== viewer.userId) throw new ApiError(403, 'You can only update your own profile');
    const existing = await findUserById(db, input.userId);
    if (!existing) throw userNotFound();
    await checkManager(db, existing.userId, input.managerId);

    const roleChanges = input.role !== undefined && input.role !== existing.role;
    if (roleChanges && !viewer.isAdmin) throw new ApiError(403, 'Only an Admin can change roles');
    if (roleChanges) valueOrThrow(await assignableRole(db, input.role!), roleAssignmentErrors(ROLE_REQUIRED));
    if (input.password !== undefined && !viewer.isAdmin) {
      throw new ApiError(400, 'Use Change Password to change your password', { password: 'Use Change Password to change your password' });
    }
    const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;

    await transactionWithUploads(uploadDeps, uploadsOf(req), async ({ trx, file, removeAfterCommit }) => {
      const avatar = file(AVATAR_FIELD);
      if (avatar) removeAfterCommit(existing.avatarUrl);
      const updated = await updateUser(trx, existing, { ...input, roleId: input.role, passwordHash, avatarUrl: avatar?.url });
      valueOrThrow(updated, {
        'email-taken': emailTaken,
        'last-admin': () => new ApiError(400, 'At least one Admin must remain', { role: 'At least one Admin must remain' }),
      });
    });
    // One's own record is one's profile (spec §8's 'Profile updated successfully'); an Admin editing another user: 'User updated successfully'.
    reply(
      res,
      routes.update,
      (await findUserById(db, existing.userId))!,
      existing.userId === viewer.userId ? routes.update.messages.ownProfile : routes.update.messages.ok,
    );
  });

  mount(router, routes.updatePassword, auth, async (req, res) => {
    const id = pathId(req, USER_NOT_FOUND);
    if (id !== viewerOf(req).userId) throw new ApiError(403, 'You can only change your own password');
    const { currentPassword, newPassword } = parseBody(routes.updatePassword.body, req);
    const version = valueOrThrow(await changePassword(db, id, currentPassword, () => hashPassword(newPassword)), {
      'not-found': userNotFound,
      'wrong-password': () => new ApiError(400, 'Current password is incorrect', { currentPassword: 'Current password is incorrect' }),
    });
    // Every earlier token is revoked; the session that changed the password continues with this one.
    const { userId, role, email } = authOf(req);
    const token = await signToken({ userId, role, email, version }, config.jwtSecret);
    reply(res, routes.updatePassword, { userId: id, token }, routes.updatePassword.messages.ok);
  });

  // The spec shows this call without the /api prefix; both are served.
  router.delete([routes.delete.path, `/api${routes.delete.path}`], auth, admin, async (req, res) => {
    const id = pathId(req, USER_NOT_FOUND);
    if (id === viewerOf(req).userId) throw new ApiError(400, 'You cannot delete your own account');
    await transactionWithUploads(uploadDeps, [], async ({ trx, removeAfterCommit }) => {
      valueOrThrow(await deleteUser(trx, id, removeAfterCommit), { 'not-found': userNotFound });
    });
    reply(res, routes.delete, { userId: id }, routes.delete.messages.ok);
  });

  return router;
}
