import { fitsBcrypt, PASSWORD_TOO_LONG } from '@lendhub/domain/passwords';
import { z } from 'zod';

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
    .max(40, 'Invalid or already used code')
    .optional()
    .transform((value) => value || undefined),
});
