import { Router } from 'express';
import { hashPassword } from '../auth/passwords.ts';
import { ROLE_IDS, ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { camelCaseKeys } from '../forms/fields.ts';
import { requireAuth, requireRole } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseWith } from '../http/validate.ts';
import { invitationConfigOf, type InvitationConfig } from '../invitations/config.ts';
import { deliverOutboxMessage } from '../invitations/mailer.ts';
import { registrationRoutes as routes } from '@lendhub/domain/rest/invitations';
import { registrationImagePolicy } from '../uploads/policies.ts';
import { receiveUploads, uploadsOf } from '../uploads/receive.ts';
import { removeStoredUpload, transactionWithUploads } from '../uploads/transaction.ts';
import { EMAIL_TAKEN } from './constants.ts';
import { decidePendingUser, insertRegisteredUser } from './registration-repository.ts';
import { findUserById } from './repository.ts';

/** Open registration offers the spec's two roles (spec §2 register; the Admin role is never self-chosen). */
const OPEN_ROLES: readonly number[] = [ROLE_IDS.loanOfficer, ROLE_IDS.accountExecutive];
const OPEN_ROLE_MESSAGE = routes.register.messages.openRole;
const USER_NOT_FOUND = routes.approve.messages.notFound;
const NOT_PENDING = routes.approve.messages.notPending;

/**
 * Registration without an invitation (docs/product.md "Accounts"): the whole form of spec §5, one of the two
 * roles; the account starts pending and cannot sign in until an Admin approves it. Approval or
 * rejection e-mails the applicant through the outbox, as invitations are mailed.
 */
export function registrationRouter(deps: ApiDeps, config: InvitationConfig = invitationConfigOf(deps)): Router {
  const { db } = deps;
  const router = Router();
  const auth = requireAuth(deps);
  const admin = requireRole(ROLE_NAMES.admin);

  mount(router, routes.register, receiveUploads(registrationImagePolicy(routes.register.uploads)), async (req, res) => {
    const body = camelCaseKeys(req.body);
    const input = parseWith(routes.register.body, { ...body, email: body.email ?? body.emailAddress });
    if (!OPEN_ROLES.includes(input.role)) throw new ApiError(400, OPEN_ROLE_MESSAGE, { role: OPEN_ROLE_MESSAGE });
    const passwordHash = await hashPassword(input.password);
    const user = await transactionWithUploads({ db, storage: deps.uploadStorage }, uploadsOf(req), async ({ trx, file }) => {
      const created = await insertRegisteredUser(trx, input, {
        roleId: input.role,
        passwordHash,
        avatarUrl: file('File')?.url ?? null,
        accountStatus: 'pending',
      });
      const { userId, fullName } = valueOrThrow(created, { 'email-taken': () => new ApiError(400, EMAIL_TAKEN, { email: EMAIL_TAKEN }) });
      return { userId, fullName, emailAddress: input.email, role: input.role, pending: true as const };
    });
    reply(res, routes.register, user, routes.register.messages.ok);
  });

  mount(router, routes.approve, auth, admin, async (req, res) => {
    const userId = pathId(req, USER_NOT_FOUND);
    const { outboxId } = valueOrThrow(await decidePendingUser(db, userId, 'approve'), {
      'not-found': () => new ApiError(404, USER_NOT_FOUND),
      'not-pending': () => new ApiError(400, NOT_PENDING),
    });
    await deliverOutboxMessage(db, config, outboxId);
    reply(res, routes.approve, (await findUserById(db, userId))!, routes.approve.messages.ok);
  });

  mount(router, routes.reject, auth, admin, async (req, res) => {
    const userId = pathId(req, USER_NOT_FOUND);
    const { outboxId, removedAvatarUrl } = valueOrThrow(await decidePendingUser(db, userId, 'reject'), {
      'not-found': () => new ApiError(404, USER_NOT_FOUND),
      'not-pending': () => new ApiError(400, NOT_PENDING),
    });
    await removeStoredUpload(deps.uploadStorage, removedAvatarUrl);
    await deliverOutboxMessage(db, config, outboxId);
    reply(res, routes.reject, { userId }, routes.reject.messages.ok);
  });

  return router;
}
