import { Router, type Request } from 'express';
import { authRoutes as routes } from '@lendhub/domain/rest/auth';
import { ROLE_NAMES } from './roles.ts';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth, requireRole } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody } from '../http/validate.ts';
import { SIGN_IN_UNAVAILABLE, tooManyAttempts } from '@lendhub/server-kit/sign-in-throttle';
import { totpUri } from './totp.ts';
import { confirmTwoFactorSetup, disableTwoFactor, resetTwoFactor, startTwoFactorSetup, TWO_FACTOR_MESSAGES as M } from './twoFactor.ts';

const codeError = (message: string) => () => new ApiError(400, message, { code: message });
const USER_NOT_FOUND = routes.twoFactorReset.messages.notFound;

/**
 * Two-factor sign-in (docs/product.md "Two-factor sign-in"): the viewer sets it up (QR code + secret, confirmed by
 * a code), switches it off with a code, and an Admin resets anyone's. Codes typed here count against the
 * same throttle as passwords, so the profile cannot be used to guess them.
 */
export function twoFactorRouter(deps: ApiDeps): Router {
  const { db, signInThrottle } = deps;
  const router = Router();
  const auth = requireAuth(deps);

  async function underThrottle<T>(req: Request, attempt: () => Promise<T>, failed: (value: T) => boolean): Promise<T> {
    const { email } = authOf(req);
    const address = req.ip ?? 'unknown';
    const refusal = await signInThrottle.refusal(email, address);
    if (refusal?.kind === 'unavailable') throw new ApiError(503, SIGN_IN_UNAVAILABLE);
    if (refusal) throw new ApiError(429, tooManyAttempts(refusal.retryAfterSeconds));
    const value = await attempt();
    if (failed(value)) await signInThrottle.recordFailure(email, address);
    return value;
  }

  mount(router, routes.twoFactorSetup, auth, async (req, res) => {
    const { userId, email } = authOf(req);
    const secret = valueOrThrow(await startTwoFactorSetup(db, userId), {
      'already-enabled': () => new ApiError(400, M.alreadyEnabled),
      'not-found': () => new ApiError(404, USER_NOT_FOUND),
    });
    const otpauthUri = totpUri(secret, email);
    // Loaded by the first set-up, not by every start.
    const { default: QRCode } = await import('qrcode');
    const qrCodeDataUrl = await QRCode.toDataURL(otpauthUri, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
    reply(res, routes.twoFactorSetup, { secret, otpauthUri, qrCodeDataUrl }, M.setupStarted);
  });

  mount(router, routes.twoFactorEnable, auth, async (req, res) => {
    const { code } = parseBody(routes.twoFactorEnable.body, req);
    const result = await underThrottle(
      req,
      () => confirmTwoFactorSetup(db, authOf(req).userId, code),
      (r) => !r.ok && r.error === 'invalid-code',
    );
    const recoveryCodes = valueOrThrow(result, {
      'already-enabled': () => new ApiError(400, M.alreadyEnabled),
      'no-setup': codeError(M.noSetup),
      'invalid-code': codeError(M.invalidCode),
      'not-found': () => new ApiError(404, USER_NOT_FOUND),
    });
    reply(res, routes.twoFactorEnable, { recoveryCodes }, M.enabled);
  });

  mount(router, routes.twoFactorDisable, auth, async (req, res) => {
    const { code } = parseBody(routes.twoFactorDisable.body, req);
    const result = await underThrottle(
      req,
      () => disableTwoFactor(db, authOf(req).userId, code),
      (r) => !r.ok && r.error === 'invalid-code',
    );
    valueOrThrow(result, { 'not-enabled': () => new ApiError(400, M.notEnabled), 'invalid-code': codeError(M.invalidCode) });
    reply(res, routes.twoFactorDisable, { userId: authOf(req).userId }, M.disabled);
  });

  mount(router, routes.twoFactorReset, auth, requireRole(ROLE_NAMES.admin), async (req, res) => {
    const userId = pathId(req, USER_NOT_FOUND);
    valueOrThrow(await resetTwoFactor(db, userId), { 'not-found': () => new ApiError(404, USER_NOT_FOUND) });
    reply(res, routes.twoFactorReset, { userId }, M.reset);
  });

  return router;
}
