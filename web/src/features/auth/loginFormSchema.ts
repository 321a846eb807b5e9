// Sign-in rules and messages of spec §5.
import { z } from 'zod';

/** A simple address pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const SIGN_IN_PASSWORD_MIN = 6;

export const loginFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'Email is required', abort: true })
    .regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  password: z
    .string()
    .min(1, { error: 'Password is required', abort: true })
    .min(SIGN_IN_PASSWORD_MIN, `Password must be at least ${SIGN_IN_PASSWORD_MIN} characters`),
});

export type LoginFormValues = z.infer<typeof loginFormSchema>;
