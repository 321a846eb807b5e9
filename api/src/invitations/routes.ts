import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import { ROLE_NAMES } from '../auth/roles.ts';
import { hashPassword } from '../auth/passwords.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth, requireRole } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { parseQuery, parseWith } from '../http/validate.ts';
import { registrationImagePolicy } from '../uploads/policies.ts';
import { receiveUploads, uploadsOf } from '../uploads/receive.ts';
import { transactionWithUploads } from '../uploads/transaction.ts';
import { camelCaseKeys } from '../forms/fields.ts';
import { assertAssignableRole, EMAIL_TAKEN, emailInUse, profileColumns } from '../user-admin/repository.ts';
import { sendInviteBody } from '../user-admin/schemas.ts';
import { usersByIdsQuery } from '../users/schemas.ts';
import { invitationConfigFromEnv, registrationLink, type InvitationConfig } from './config.ts';
import { deliverOutboxMessage, invitationEmail } from './mailer.ts';
import { findInvitationByNonce, findInvitationsByIds, listOutbox, toDetailsDto, toInvitationDto } from './repository.ts';
import { invitationTokenQuery, outboxQuery, registrationBody } from './schemas.ts';
import { INVITATION_LIFETIME_MS, signInvitationToken, verifyInvitationToken } from './token.ts';

const INVALID = 'Invalid invitation token';
const EXPIRED = 'This invitation has expired';
const USED = 'This invitation has already been used';

/**
 * Invitations (spec §7 SendInviteAsync, GetUserDetailByToken, CompleteRegistrationAsync): an Admin
 * invites a name, e-mail and role; the signed link (kept in the outbox, mailed when SMTP is set)
 * opens the registration page pre-filled; completing it creates the account and uses the
 * invitation up. Tokens expire after 7 days and work once.
 */
export function invitationsRouter(deps: ApiDeps, config: InvitationConfig = invitationConfigFromEnv()): Router {
  const router = Router();
  const { db } = deps;
  const secret = deps.config.jwtSecret;
  const auth = requireAuth(deps);
  const admin = requireRole(ROLE_NAMES.admin);

  /** The invitation row behind a token, or the reason it cannot be used. */
  async function usableInvitation(token: string, trx = db, lock = false) {
    const check = await verifyInvitationToken(secret, token);
    if (!check.ok) throw new ApiError(400, check.reason === 'expired' ? EXPIRED : INVALID, { token: check.reason === 'expired' ? EXPIRED : INVALID });
    const row = await findInvitationByNonce(trx, check.nonce, lock);
    if (!row) throw new ApiError(400, INVALID, { token: INVALID });
    const invitation = toInvitationDto(row);
    if (invitation.status === 'Accepted') throw new ApiError(400, USED, { token: USED });
    if (invitation.status === 'Expired') throw new ApiError(400, EXPIRED, { token: EXPIRED });
    return invitation;
  }

  // The spec shows this call without the /api prefix; both are served.
  router.post(['/User/SendInviteAsync', '/api/User/SendInviteAsync'], auth, admin, async (req, res) => {
    const input = parseWith(sendInviteBody, camelCaseKeys(req.body));
    const role = await assertAssignableRole(db, input.role, 'role', 'Please select role!');
    if (await emailInUse(db, input.emailAddress)) throw new ApiError(400, EMAIL_TAKEN, { emailAddress: EMAIL_TAKEN });

    const nonce = randomBytes(16).toString('hex');
    const expiresAt = new Date(Date.now() + INVITATION_LIFETIME_MS);
    const token = await signInvitationToken(secret, nonce, expiresAt);
    const link = registrationLink(config.publicUrl, token);
    const { invitationId, outboxId } = await db.transaction().execute(async (trx) => {
      const invitation = await trx
        .insertInto('invitations')
        .values({
          full_name: input.fullName,
          email: input.emailAddress,
          role_id: role.id,
          nonce,
          invited_by: authOf(req).userId,
          expires_at: expiresAt.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const email = invitationEmail(input.fullName, role.name, link, expiresAt);
      const outbox = await trx
        .insertInto('outbox')
        .values({ kind: 'invitation', to_address: input.emailAddress, subject: email.subject, body: email.body, link, invitation_id: invitation.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { invitationId: invitation.id, outboxId: outbox.id };
    });

    // Mail goes out only after the invitation is committed; a mail failure leaves it in the outbox.
    const delivery = await deliverOutboxMessage(db, config, outboxId);
    const message =
      delivery === 'sent'
        ? 'Invitation sent successfully'
        : delivery === 'queued'
          ? 'Invitation created: e-mail is not configured, so share the registration link'
          : 'Invitation created, but the e-mail could not be sent: share the registration link';
    const [invitation] = await findInvitationsByIds(db, [invitationId]);
    sendOk(res, { ...invitation, registrationLink: link, emailSent: delivery === 'sent' }, message);
  });

  router.get('/api/User/GetUserDetailByToken', async (req, res) => {
    const { token } = parseQuery(invitationTokenQuery, req);
    sendOk(res, toDetailsDto(await usableInvitation(token)));
  });

  router.post('/api/User/CompleteRegistrationAsync', receiveUploads(registrationImagePolicy(['File'])), async (req, res) => {
    const body = camelCaseKeys(req.body);
    const input = parseWith(registrationBody, { ...body, email: body.email ?? body.emailAddress });
    await usableInvitation(input.token); // early, clear answer before hashing; re-checked under lock below
    const passwordHash = await hashPassword(input.password);

    const user = await transactionWithUploads({ db, uploadsDir: deps.config.uploadsDir }, uploadsOf(req), async ({ trx, file }) => {
      // Locked: two registrations with one token cannot both pass the "unused" check.
      const invitation = await usableInvitation(input.token, trx, true);
      if (input.email !== invitation.emailAddress.toLowerCase()) {
        throw new ApiError(400, 'Email must match the invitation', { email: 'Email must match the invitation' });
      }
      if (input.role !== invitation.role) throw new ApiError(400, 'Role must match the invitation', { role: 'Role must match the invitation' });
      await assertAssignableRole(trx, invitation.role, 'role', 'Role is required');
      if (await emailInUse(trx, input.email)) throw new ApiError(400, EMAIL_TAKEN, { email: EMAIL_TAKEN });

      const fullName = `${input.firstName} ${input.lastName}`;
      const created = await trx
        .insertInto('users')
        .values({
          full_name: fullName,
          email: input.email,
          password_hash: passwordHash,
          phone_number: input.phoneNumber,
          role_id: invitation.role,
          ...profileColumns(input),
          company: input.company,
          department: input.department,
          avatar_url: file('File')?.url ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'users_email_unique')) throw new ApiError(400, EMAIL_TAKEN, { email: EMAIL_TAKEN });
          throw error;
        });
      await trx
        .updateTable('invitations')
        .set({ used_at: new Date().toISOString(), user_id: created.id })
        .where('id', '=', invitation.invitationId)
        .execute();
      return { userId: created.id, fullName, emailAddress: input.email, role: invitation.role, roleName: invitation.roleName };
    });
    sendOk(res, user, 'Registration successful!');
  });

  router.get('/api/User/GetInvitationsByIds', auth, admin, async (req, res) => {
    const { ids } = parseQuery(usersByIdsQuery, req);
    sendOk(res, await findInvitationsByIds(db, ids));
  });

  /** What the API has mailed or is waiting to mail (links included: Admins share them when SMTP is off). */
  router.get('/api/Outbox', auth, admin, async (req, res) => {
    const { limit } = parseQuery(outboxQuery, req);
    sendOk(res, await listOutbox(db, limit));
  });

  return router;
}
