import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { authRoutes as routes } from '@lendhub/domain/rest/auth';
import { mount, reply } from '../http/contract.ts';
import { ApiError } from '../http/envelope.ts';
import { authOf, requireAuth } from '../http/auth.ts';
import { parseBody } from '../http/validate.ts';
import { findCredentialsByEmail, findPublicProfiles, revokeToken, revokeTokens } from '../users/repository.ts';
import { signToken } from './jwt.ts';
import { unknownUserHash, verifyPassword } from './passwords.ts';
import { SIGN_IN_UNAVAILABLE, tooManyAttempts } from '@lendhub/server-kit/sign-in-throttle';
import { spendSecondFactor, TWO_FACTOR_MESSAGES as TWO_FACTOR } from './twoFactor.ts';
import { ACCOUNT_DEACTIVATED, ACCOUNT_PENDING } from '../users/accountStatus.ts';
import { securityEvent } from '../observability/log.ts';

/** One line per security event (no passwords, tokens or e-mail addresses). */
function logSecurityEvent(event: string, details: Record<string, string>): void {
  securityEvent(event, details, 'security event');
}

export function authRouter(deps: ApiDeps): Router {
  const { db, config, signInThrottle } = deps;
  const router = Router();
  const auth = requireAuth(deps);

  mount(router, routes.login, async (req, res) => {
    const { email, password, code } = parseBody(routes.login.body, req);
    const address = req.ip ?? 'unknown';
    const refusal = await signInThrottle.refusal(email, address);
    if (refusal) {
      logSecurityEvent('sign-in refused', { reason: refusal.kind, address });
      if (refusal.kind === 'unavailable') throw new ApiError(503, SIGN_IN_UNAVAILABLE);
      res.setHeader('Retry-After', String(refusal.retryAfterSeconds));
      throw new ApiError(429, tooManyAttempts(refusal.retryAfterSeconds));
    }
    const user = await findCredentialsByEmail(db, email);
    // Compare even for an unknown email so response time does not reveal which emails exist.
    const matches = await verifyPassword(password, user?.password_hash ?? (await unknownUserHash()));
    if (!user || !matches) {
      await signInThrottle.recordFailure(email, address);
      logSecurityEvent('sign-in failed', { address });
      throw new ApiError(401, routes.login.messages.invalid);
    }
    // The password was right: only now may the account's state be told (docs/product.md "Accounts").
    if (user.account_status === 'pending') throw new ApiError(403, ACCOUNT_PENDING);
    if (user.account_status === 'deactivated') throw new ApiError(403, ACCOUNT_DEACTIVATED);
    if (user.totp_secret) {
      // The second step: the form asks for the code after the password (a 400 on `code`, not a failure).
      if (!code) throw new ApiError(400, TWO_FACTOR.codeRequired, { code: TWO_FACTOR.codeRequired });
      const accepted = await db.transaction().execute((trx) => spendSecondFactor(trx, user.id, code));
      if (!accepted) {
        await signInThrottle.recordFailure(email, address);
        logSecurityEvent('sign-in second factor failed', { address });
        throw new ApiError(401, TWO_FACTOR.invalidCode);
      }
    }
    await signInThrottle.recordSuccess(email);

    const token = await signToken(
      { userId: user.id, role: user.role_name, email: user.email, version: user.token_version },
      config.jwtSecret,
    );
    reply(
      res,
      routes.login,
      { token, role: user.role_name, emailAddress: user.email, userId: user.id, fullName: user.full_name },
      routes.login.messages.ok,
    );
  });

  // Who a token belongs to now (the gateway checks tokens here, briefly cached): role and email
  // from the database, 401 once the token is revoked or the user is gone; with the caller's own
  // profile, which the gateway keeps as long as the answer (its `viewer` then needs no call).
  mount(router, routes.session, auth, async (req, res) => {
    const session = authOf(req);
    const [profile] = await findPublicProfiles(db, [session.userId]);
    if (!profile) throw new ApiError(401, 'Unauthorized');
    reply(res, routes.session, { ...session, profile });
  });

  // Signing out revokes the token it was made with (other devices stay signed in).
  mount(router, routes.logout, auth, async (req, res) => {
    const presented = req.presentedToken;
    // A token from before tokens had ids can only be revoked with every other one of the user.
    if (presented?.tokenId) await revokeToken(db, presented.tokenId, presented.expiresAt);
    else await revokeTokens(db, authOf(req).userId);
    reply(res, routes.logout, null, routes.logout.messages.ok);
  });

  return router;
}
