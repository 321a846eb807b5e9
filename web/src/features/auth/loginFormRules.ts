// Sign-in rules and messages of spec §5, in plain code: two fields do not need a validation library, and
// this is on the first load of the sign-in screen, which must stay small.

/** A simple address pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const SIGN_IN_PASSWORD_MIN = 6;

export interface LoginFormValues {
  email: string;
  password: string;
}

/** Each failing field's message (the first rule it breaks). */
export type LoginFormErrors = Partial<Record<keyof LoginFormValues, string>>;

function emailError(email: string): string | undefined {
  if (!email) return 'Email is required';
  return EMAIL_PATTERN.test(email) ? undefined : 'Please enter a valid email address';
}

function passwordError(password: string): string | undefined {
  if (!password) return 'Password is required';
  return password.length < SIGN_IN_PASSWORD_MIN ? `Password must be at least ${SIGN_IN_PASSWORD_MIN} characters` : undefined;
}

/** The values to send (the email trimmed), or the message of every field that breaks a rule. */
export function checkLoginForm({ email, password }: LoginFormValues): { values: LoginFormValues } | { errors: LoginFormErrors } {
  const trimmed = email.trim();
  const errors: LoginFormErrors = {};
  const emailMessage = emailError(trimmed);
  const passwordMessage = passwordError(password);
  if (emailMessage) errors.email = emailMessage;
  if (passwordMessage) errors.password = passwordMessage;
  return emailMessage || passwordMessage ? { errors } : { values: { email: trimmed, password } };
}
