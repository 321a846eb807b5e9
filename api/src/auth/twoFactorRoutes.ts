import { Router, type Request } from 'express';
import QRCode from 'qrcode';
import { z } from 'zod';
import { ROLE_NAMES } from './roles.ts';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth, requireRole } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody } from '../http/validate.ts';
import { SIGN_IN_UNAVAILABLE, tooManyAttempts } from '@lendhub/server-kit/sign-in-throttle';
import { totpUri } from './totp.ts';
import { confirmTwoFactorSetup, disableTwoFactor, resetTwoFactor, startTwoFactorSetup, TWO_FACTOR_MESSAGES as M } from './twoFactor.ts';

const codeBody = z.object({
  code: z.string({ error: M.codeRequired }).trim().min(1, M.codeRequired).max(40, M.invalidCode),
});

const codeError = (message: string) => () => new ApiError(400, message, { code: message });
const USER_NOT_FOUND = 'User not found';

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

  router.post('/api/User/TwoFactor/Setup', auth, async (req, res) => {
    const { userId, email } = authOf(req);
    const secret = valueOrThrow(await startTwoFactorSetup(db, userId), {
      'already-enabled': () => new ApiError(400, M.alreadyEnabled),
      'not-found': () => new ApiError(404, USER_NOT_FOUND),
    });
    const otpauthUri = totpUri(secret, email);
    const qrCodeDataUrl = await QRCode.toDataURL(otpauthUri, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
    sendOk(res, { secret, otpauthUri, qrCodeDataUrl }, M.setupStarted);
  });

  router.post('/api/User/TwoFactor/Enable', auth, async (req, res) => {
    const { code } = parseBody(codeBody, req);
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
    sendOk(res, { recoveryCodes }, M.enabled);
  });

  router.post('/api/User/TwoFactor/Disable', auth, async (req, res) => {
    const { code } = parseBody(codeBody, req);
    const result = await underThrottle(
      req,
      () => disableTwoFactor(db, authOf(req).userId, code),
      (r) => !r.ok && r.error === 'invalid-code',
    );
    valueOrThrow(result, { 'not-enabled': () => new ApiError(400, M.notEnabled), 'invalid-code': codeError(M.invalidCode) });
    sendOk(res, { userId: authOf(req).userId }, M.disabled);
  });

  router.post('/api/User/TwoFactor/Reset/:id', auth, requireRole(ROLE_NAMES.admin), async (req, res) => {
    const userId = pathId(req, USER_NOT_FOUND);
    valueOrThrow(await resetTwoFactor(db, userId), { 'not-found': () => new ApiError(404, USER_NOT_FOUND) });
    sendOk(res, { userId }, M.reset);
  });

  return router;
}
