import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { resolveRedirect } from '../shared/auth/guards';
import { isAuthenticated } from '../shared/auth/session';
import { clearTokens, getRole, getToken } from '../shared/auth/tokenStorage';

/**
 * Root loader: applies the route guards to every navigation (the root route always revalidates).
 * An expired token is removed on the way to /login, else /login would send it back to /dashboard.
 */
export function guardLoader({ request }: LoaderFunctionArgs): null {
  const { pathname } = new URL(request.url);
  const token = getToken();
  const now = Date.now();
  const target = resolveRedirect({ pathname, token, role: getRole(), now });
  if (target === null) return null;
  if (token && !isAuthenticated(token, now)) clearTokens();
  throw redirect(target);
}
