import { resolveRedirect } from '../shared/auth/guards';
import { isAuthenticated } from '../shared/auth/session';
import { getRole, getToken } from '../shared/auth/tokenStorage';

/** The paths the sign-in entry serves (the gateway sends dist/signin.html for them; matching ignores case, as the router's). */
export const SIGN_IN_PATH = /^\/(login|register)\/?$/i;

/** /register, which brings its screen and a router of its own (./RegisterApp.tsx). */
export function isRegisterPath(pathname: string): boolean {
  return /^\/register\/?$/i.test(pathname);
}

/**
 * True when the sign-in entry shows `pathname` itself: a signed-out visitor on /login or /register whom the
 * guards (shared/auth/guards.ts) leave there. Anything else (signed in, a redirect, another path) is the app's.
 */
export function signInEntryServes(pathname: string, now = Date.now()): boolean {
  if (!SIGN_IN_PATH.test(pathname)) return false;
  const token = getToken();
  if (isAuthenticated(token, now)) return false;
  return resolveRedirect({ pathname, token, role: getRole(), now }) === null;
}
