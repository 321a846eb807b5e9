import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import { invitationRoutes as routes } from '@lendhub/domain/rest/invitations';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { Database } from '../db/types.ts';
import type { ApiDeps } from '../deps.ts';
import { camelCaseKeys } from '../forms/fields.ts';
import { authOf, requireAuth, requireRole } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseQuery, parseWith } from '../http/validate.ts';
import { roleAssignmentErrors } from '../roles/assignment-errors.ts';
import { assignableRole } from '../roles/repository.ts';
import { registrationImagePolicy } from '../uploads/policies.ts';
import { receiveUploads, uploadsOf } from '../uploads/receive.ts';
import { transactionWithUploads } from '../uploads/transaction.ts';
import { EMAIL_TAKEN } from '../users/constants.ts';
import { insertRegisteredUser } from '../users/registration-repository.ts';
import { emailInUse } from '../users/repository.ts';
import { invitationConfigOf, PUBLIC_URL_MISSING, registrationLink, type InvitationConfig } from './config.ts';
import { deliverOutboxMessage, invitationEmail, type DeliveryResult } from './mailer.ts';
import {
  createInvitation,
  findInvitationsByIds,
  findUsableInvitation,
  listOutbox,
  listPendingInvitations,
  markInvitationUsed,
  renewInvitation,
  revokeInvitation,
  toDetailsDto,
} from './repository.ts';
import { INVITATION_LIFETIME_MS, signInvitationToken, verifyInvitationToken } from './token.ts';

const INVALID = 'Invalid invitation token';
const TOKEN_REQUIRED = 'Invitation token is required';
const EXPIRED = 'This invitation has expired';
const USED = routes.resend.messages.used;

const NOT_FOUND = routes.resend.messages.notFound;

/** What the Admin is told after an invitation's e-mail was sent, queued or failed. */
function deliveryMessage(delivery: DeliveryResult, sent: string): string {
  if (delivery === 'sent') return sent;
  return delivery === 'queued'
    ? 'Invitation created: e-mail is not configured, so share the registration link'
    : 'Invitation created, but the e-mail could not be sent: share the registration link';
}

const invitationRefusals = { 'not-found': () => new ApiError(404, NOT_FOUND), used: () => new ApiError(400, USED) };

const tokenError = (message: string) => () => new ApiError(400, message, { token: message });

/**
 * Invitations (spec §7 SendInviteAsync, GetUserDetailByToken, CompleteRegistrationAsync): an Admin
 * invites a name, e-mail and role; the signed link (kept in the outbox, mailed when SMTP is set)
 * opens the registration page pre-filled; completing it creates the account and uses the
 * invitation up. Tokens expire after 7 days and work once.
 */
export function invitationsRouter(deps: ApiDeps, config: InvitationConfig = invitationConfigOf(deps)): Router {
  const router = Router();
  const { db } = deps;
  const secret = deps.config.jwtSecret;
  const auth = requireAuth(deps);
  const admin = requireRole(ROLE_NAMES.admin);

  /** The invitation behind a token, or the 400 that says why it cannot be used. */
  async function usableInvitation(token: string, trx: Kysely<Database> = db, lock = false) {
    const check = await verifyInvitationToken(secret, token);
    if (!check.ok) throw tokenError(check.reason === 'expired' ? EXPIRED : INVALID)();
    return valueOrThrow(await findUsableInvitation(trx, check.nonce, lock), {
      'not-found': tokenError(INVALID),
      used: tokenError(USED),
      expired: tokenError(EXPIRED),
    });
  }

  /** A fresh single-use token (its own nonce) and the link that carries it. */
  async function newLink() {
    const publicUrl = config.publicUrl;
    if (!publicUrl) throw new ApiError(503, PUBLIC_URL_MISSING);
    const nonce = randomBytes(16).toString('hex');
    const expiresAt = new Date(Date.now() + INVITATION_LIFETIME_MS);
    return { nonce, expiresAt, link: registrationLink(publicUrl, await signInvitationToken(secret, nonce, expiresAt)) };
  }

  // The spec shows this call without the /api prefix; both are served.
  router.post([routes.send.path, `/api${routes.send.path}`], auth, admin, async (req, res) => {
    const input = parseWith(routes.send.body, camelCaseKeys(req.body));
    const role = valueOrThrow(await assignableRole(db, input.role), roleAssignmentErrors('Please select role!'));
    if (await emailInUse(db, input.emailAddress)) throw new ApiError(400, EMAIL_TAKEN, { emailAddress: EMAIL_TAKEN });

    const { nonce, expiresAt, link } = await newLink();
    const { invitationId, outboxId } = await createInvitation(db, {
      fullName: input.fullName,
      email: input.emailAddress,
      roleId: role.id,
      nonce,
      invitedBy: authOf(req).userId,
      expiresAt,
      link,
      message: invitationEmail(input.fullName, role.name, link, expiresAt),
    });

    // Mail goes out only after the invitation is committed; a mail failure leaves it in the outbox.
    const delivery = await deliverOutboxMessage(db, config, outboxId);
    const [invitation] = await findInvitationsByIds(db, [invitationId]);
    reply(
      res,
      routes.send,
      { ...invitation!, registrationLink: link, emailSent: delivery === 'sent' },
      deliveryMessage(delivery, routes.send.messages.ok),
    );
  });

  /** Pending invitations (not used, not expired), newest first, for the Admin's list. */
  mount(router, routes.pending, auth, admin, async (req, res) => {
    const page = parseQuery(routes.pending.query, req);
    reply(res, routes.pending, await listPendingInvitations(db, page));
  });

  /** A new link and a new expiry for an unused invitation: the old link stops working. */
  mount(router, routes.resend, auth, admin, async (req, res) => {
    const id = pathId(req, NOT_FOUND);
    const [current] = await findInvitationsByIds(db, [id]);
    if (!current) throw new ApiError(404, NOT_FOUND);
    const { nonce, expiresAt, link } = await newLink();
    const renewed = await renewInvitation(db, id, {
      nonce,
      expiresAt,
      link,
      message: invitationEmail(current.fullName, current.roleName, link, expiresAt),
    });
    const { outboxId } = valueOrThrow(renewed, invitationRefusals);
    const delivery = await deliverOutboxMessage(db, config, outboxId);
    const [invitation] = await findInvitationsByIds(db, [id]);
    reply(
      res,
      routes.resend,
      { ...invitation!, registrationLink: link, emailSent: delivery === 'sent' },
      deliveryMessage(delivery, routes.resend.messages.ok),
    );
  });

  /** An unused invitation is withdrawn: its link stops working. */
  mount(router, routes.revoke, auth, admin, async (req, res) => {
    const id = pathId(req, NOT_FOUND);
    reply(res, routes.revoke, valueOrThrow(await revokeInvitation(db, id), invitationRefusals), routes.revoke.messages.ok);
  });

  mount(router, routes.details, async (req, res) => {
    const { token } = parseQuery(routes.details.query, req);
    reply(res, routes.details, toDetailsDto(await usableInvitation(token)));
  });

  mount(
    router,
    routes.completeRegistration,
    receiveUploads(registrationImagePolicy(routes.completeRegistration.uploads)),
    async (req, res) => {
      const body = camelCaseKeys(req.body);
      const input = parseWith(routes.completeRegistration.body, { ...body, email: body.email ?? body.emailAddress });
      if (!input.token) throw tokenError(TOKEN_REQUIRED)();
      const token = input.token;
      await usableInvitation(token); // early, clear answer before hashing; re-checked under lock below
      const passwordHash = await hashPassword(input.password);

      const user = await transactionWithUploads({ db, storage: deps.uploadStorage }, uploadsOf(req), async ({ trx, file }) => {
        const invitation = await usableInvitation(token, trx, true);
        if (input.email !== invitation.emailAddress.toLowerCase()) {
          throw new ApiError(400, 'Email must match the invitation', { email: 'Email must match the invitation' });
        }
        if (input.role !== invitation.role)
          throw new ApiError(400, 'Role must match the invitation', { role: 'Role must match the invitation' });
        valueOrThrow(await assignableRole(trx, invitation.role), roleAssignmentErrors('Role is required'));

        const created = await insertRegisteredUser(trx, input, {
          roleId: invitation.role,
          passwordHash,
          avatarUrl: file('File')?.url ?? null,
          accountStatus: 'active',
        });
        const { userId, fullName } = valueOrThrow(created, { 'email-taken': () => new ApiError(400, EMAIL_TAKEN, { email: EMAIL_TAKEN }) });
        await markInvitationUsed(trx, invitation.invitationId, userId);
        return { userId, fullName, emailAddress: input.email, role: invitation.role, roleName: invitation.roleName };
      });
      reply(res, routes.completeRegistration, user, routes.completeRegistration.messages.ok);
    },
  );

  mount(router, routes.byIds, auth, admin, async (req, res) => {
    const { ids } = parseQuery(routes.byIds.query, req);
    reply(res, routes.byIds, await findInvitationsByIds(db, ids));
  });

  /** What the API has mailed or is waiting to mail (links included: Admins share them when SMTP is off). */
  mount(router, routes.outbox, auth, admin, async (req, res) => {
    const { limit } = parseQuery(routes.outbox.query, req);
    reply(res, routes.outbox, await listOutbox(db, limit));
  });

  return router;
}
