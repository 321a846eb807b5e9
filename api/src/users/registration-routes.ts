import { Router } from 'express';
import { hashPassword } from '../auth/passwords.ts';
import { ROLE_IDS, ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { camelCaseKeys } from '../forms/fields.ts';
import { requireAuth, requireRole } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseWith } from '../http/validate.ts';
import { invitationConfigOf, type InvitationConfig } from '../invitations/config.ts';
import { deliverOutboxMessage } from '../invitations/mailer.ts';
import { registrationBody } from '../invitations/schemas.ts';
import { registrationImagePolicy } from '../uploads/policies.ts';
import { receiveUploads, uploadsOf } from '../uploads/receive.ts';
import { removeStoredUpload, transactionWithUploads } from '../uploads/transaction.ts';
import { profileColumns } from './admin-repository.ts';
import { EMAIL_TAKEN } from './constants.ts';
import { decidePendingUser } from './registration-repository.ts';
import { findUserById, insertUser } from './repository.ts';

/** Open registration offers the spec's two roles (spec §2 register; the Admin role is never self-chosen). */
const OPEN_ROLES: readonly number[] = [ROLE_IDS.loanOfficer, ROLE_IDS.accountExecutive];
export const OPEN_ROLE_MESSAGE = 'Please choose Loan Officer or Account Executive (Lender)';
export const REGISTRATION_RECEIVED =
  'Registration received. An Admin will review your account; you will get an e-mail once it is approved.';
const USER_NOT_FOUND = 'User not found';
const NOT_PENDING = 'This account is not waiting for approval';

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

  router.post('/api/User/RegisterAsync', receiveUploads(registrationImagePolicy(['File'])), async (req, res) => {
    const body = camelCaseKeys(req.body);
    const input = parseWith(registrationBody, { ...body, email: body.email ?? body.emailAddress });
    if (!OPEN_ROLES.includes(input.role)) throw new ApiError(400, OPEN_ROLE_MESSAGE, { role: OPEN_ROLE_MESSAGE });
    const passwordHash = await hashPassword(input.password);
    const user = await transactionWithUploads({ db, storage: deps.uploadStorage }, uploadsOf(req), async ({ trx, file }) => {
      const fullName = `${input.firstName} ${input.lastName}`;
      const created = await insertUser(trx, {
        full_name: fullName,
        email: input.email,
        password_hash: passwordHash,
        phone_number: input.phoneNumber,
        role_id: input.role,
        ...profileColumns(input),
        company: input.company,
        department: input.department,
        avatar_url: file('File')?.url ?? null,
        account_status: 'pending',
      });
      const userId = valueOrThrow(created, { 'email-taken': () => new ApiError(400, EMAIL_TAKEN, { email: EMAIL_TAKEN }) });
      return { userId, fullName, emailAddress: input.email, role: input.role, pending: true };
    });
    sendOk(res, user, REGISTRATION_RECEIVED);
  });

  router.post('/api/User/ApproveRegistration/:id', auth, admin, async (req, res) => {
    const userId = pathId(req, USER_NOT_FOUND);
    const { outboxId } = valueOrThrow(await decidePendingUser(db, userId, 'approve'), {
      'not-found': () => new ApiError(404, USER_NOT_FOUND),
      'not-pending': () => new ApiError(400, NOT_PENDING),
    });
    await deliverOutboxMessage(db, config, outboxId);
    sendOk(res, await findUserById(db, userId), 'Registration approved: the applicant can sign in now');
  });

  router.post('/api/User/RejectRegistration/:id', auth, admin, async (req, res) => {
    const userId = pathId(req, USER_NOT_FOUND);
    const { outboxId, removedAvatarUrl } = valueOrThrow(await decidePendingUser(db, userId, 'reject'), {
      'not-found': () => new ApiError(404, USER_NOT_FOUND),
      'not-pending': () => new ApiError(400, NOT_PENDING),
    });
    await removeStoredUpload(deps.uploadStorage, removedAvatarUrl);
    await deliverOutboxMessage(db, config, outboxId);
    sendOk(res, { userId }, 'Registration rejected');
  });

  return router;
}
