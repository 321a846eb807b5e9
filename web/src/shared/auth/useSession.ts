import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { isAuthenticated } from './session';
import { getEmail, getRole, getToken } from './tokenStorage';

export interface Session {
  signedIn: boolean;
  role: string | null;
  email: string | null;
}

/** The stored session, re-read on every route change (sign-in and logout both navigate). */
export function useSession(): Session {
  const location = useLocation();
  return useMemo(() => {
    const signedIn = isAuthenticated(getToken());
    return { signedIn, role: signedIn ? getRole() : null, email: signedIn ? getEmail() : null };
    // location.key changes on every navigation, which is when storage can have changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
