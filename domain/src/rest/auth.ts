import { z } from 'zod';
import { fitsBcrypt, PASSWORD_TOO_LONG } from '../passwords.ts';
import { restRoute } from './route.ts';
import type { LoginResultDto, PublicProfileDto, TwoFactorSetupDto } from './users.ts';

/** The answers of two-factor sign-in (docs/product.md "Two-factor sign-in"); the spec's toasts are `enabled`/`disabled`. */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  invalidCode: 'Invalid or already used code',
  alreadyEnabled: 'Two-factor authentication is already enabled',
  notEnabled: 'Two-factor authentication is not enabled',
  noSetup: 'Start the two-factor setup again: no QR code is waiting for a code',
  setupStarted: 'Scan the QR code, then enter the code your app shows',
  enabled: 'Two-factor authentication enabled',
  disabled: 'Two-factor authentication disabled',
  reset: 'Two-factor authentication reset',
} as const;

const USER_NOT_FOUND = 'User not found';

/** Sign-in rules of spec §5 ("simple address pattern", minimum 6). */
export const loginBody = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(6, 'Password must be at least 6 characters')
    // bcrypt compares only the first 72 bytes: a longer password would match on its head alone.
    .refine(fitsBcrypt, PASSWORD_TOO_LONG),
  /** The second step (a TOTP code or a recovery code) once the account has two-factor sign-in on. */
  code: z
    .string()
    .trim()
    .max(40, TWO_FACTOR_MESSAGES.invalidCode)
    .optional()
    .transform((value) => value || undefined),
});

/** A code typed to switch two-factor sign-in on or off. */
export const twoFactorCodeBody = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
    .trim()
    .min(1, TWO_FACTOR_MESSAGES.codeRequired)
    .max(40, TWO_FACTOR_MESSAGES.invalidCode),
});

/** Who a token belongs to now: what GET /api/Authentication/session answers (role is the role's display name). */
export interface SessionDto {
  userId: number;
  role: string;
  email: string;
  /**
   * The caller's own profile, as GetUsersByIds answers it to them: the gateway keeps it with the session check, so
   * the `viewer` field needs no call of its own (issue 26 §2).
   */
  profile: PublicProfileDto;
}

/**
 * Sign-in, the session check, sign-out (spec §7 "Authentication") and two-factor sign-in. The session route is the
 * gateway's token check (briefly cached there); Reset is an Admin's, for someone who lost their authenticator.
 */
export const authRoutes = {
  login: restRoute<LoginResultDto>()({
    method: 'POST',
    path: '/api/Authentication/login',
    body: loginBody,
    messages: { ok: 'Login successful', invalid: 'Invalid Email and Password' },
  }),
  session: restRoute<SessionDto>()({ method: 'GET', path: '/api/Authentication/session' }),
  logout: restRoute<null>()({ method: 'POST', path: '/api/Authentication/logout', messages: { ok: 'Logged out successfully' } }),
  twoFactorSetup: restRoute<TwoFactorSetupDto>()({
    method: 'POST',
    path: '/api/User/TwoFactor/Setup',
    messages: { ok: TWO_FACTOR_MESSAGES.setupStarted, notFound: USER_NOT_FOUND },
  }),
  twoFactorEnable: restRoute<{ recoveryCodes: string[] }>()({
    method: 'POST',
    path: '/api/User/TwoFactor/Enable',
    body: twoFactorCodeBody,
    messages: { ok: TWO_FACTOR_MESSAGES.enabled, notFound: USER_NOT_FOUND },
  }),
  twoFactorDisable: restRoute<{ userId: number }>()({
    method: 'POST',
    path: '/api/User/TwoFactor/Disable',
    body: twoFactorCodeBody,
    messages: { ok: TWO_FACTOR_MESSAGES.disabled },
  }),
  twoFactorReset: restRoute<{ userId: number }>()({
    method: 'POST',
    path: '/api/User/TwoFactor/Reset/:id',
    messages: { ok: TWO_FACTOR_MESSAGES.reset, notFound: USER_NOT_FOUND },
  }),
};
