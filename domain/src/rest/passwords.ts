import { z } from 'zod';
import { fitsBcrypt, isCommonPassword, PASSWORD_TOO_COMMON, PASSWORD_TOO_LONG } from '../passwords.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/**
 * A password being set (admin form, registration, password change, a lender's account): required,
 * at least 8 characters (each form's own spec messages), at most 72 bytes (bcrypt ignores the rest),
 * and not one of the most common passwords.
 */
export function newPasswordField(required: string, tooShort: string) {
  return z
    .string({ error: required })
    .min(1, required)
    .min(PASSWORD_MIN, tooShort)
    .refine(fitsBcrypt, PASSWORD_TOO_LONG)
    .refine((password) => !isCommonPassword(password), PASSWORD_TOO_COMMON);
}
