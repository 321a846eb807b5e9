import { navigateTo } from '../navigation/navigator';
import { resetSessionData } from '../relay/resetSessionData';
import { clearTokens } from './tokenStorage';

/** Spec §4: logout removes the token and refresh token and goes to /login (replace). */
export function logout(): void {
  clearTokens();
  resetSessionData();
  navigateTo('/login', { replace: true });
}
