// Sign-in rules and messages of spec §5. Written with zod/mini (the same rules, a fraction of zod's
// code): this schema is on the sign-in screen's first load, which must stay small.
import * as z from 'zod/mini';

/** A simple address pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const SIGN_IN_PASSWORD_MIN = 6;

export const loginFormSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Email is required', abort: true }),
      z.regex(EMAIL_PATTERN, 'Please enter a valid email address'),
    ),
  password: z
    .string()
    .check(
      z.minLength(1, { error: 'Password is required', abort: true }),
      z.minLength(SIGN_IN_PASSWORD_MIN, `Password must be at least ${SIGN_IN_PASSWORD_MIN} characters`),
    ),
});

export type LoginFormValues = z.infer<typeof loginFormSchema>;
