import { useMemo } from 'react';
import { usePathname } from '../navigation/pageNavigation';
import { isAuthenticated } from './session';
import { getEmail, getRole, getToken } from './tokenStorage';

export interface Session {
  signedIn: boolean;
  role: string | null;
  email: string | null;
}

/** The stored session, re-read on every route change (sign-in and logout both navigate). */
export function useSession(): Session {
  // Subscribing to the location re-renders on every navigation, which is when storage can have changed.
  usePathname();
  const signedIn = isAuthenticated(getToken());
  const role = signedIn ? getRole() : null;
  const email = signedIn ? getEmail() : null;
  return useMemo(() => ({ signedIn, role, email }), [signedIn, role, email]);
}
