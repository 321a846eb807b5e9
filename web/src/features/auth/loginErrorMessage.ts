// Sign-in failure texts of spec §8.
export const LOGIN_FALLBACK_MESSAGE = 'An error occurred during login';
export const LOGIN_NO_TOKEN_MESSAGE = 'Invalid Email and Password';

/** The server's (or thrown) message, else the generic fallback. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return LOGIN_FALLBACK_MESSAGE;
}
