import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLoginMutation as LoginMutation } from '../../__generated__/useLoginMutation.graphql';
import { LOGIN_NO_TOKEN_MESSAGE, loginErrorMessage } from './loginErrorMessage';

export interface LoginSession {
  token: string;
  role: string;
  email: string;
}

export type LoginResult = { ok: true; session: LoginSession } | { ok: false; message: string };

/** Runs the `login` mutation; resolves with the session or the banner message of spec §8. */
export function useLoginMutation(): [(email: string, password: string) => Promise<LoginResult>, boolean] {
  const [commit, isInFlight] = useMutation<LoginMutation>(graphql`
    mutation useLoginMutation($input: LoginInput!) {
      login(input: $input) {
        token
        role
        email
      }
    }
  `);

  const login = useCallback(
    (email: string, password: string) =>
      new Promise<LoginResult>((resolve) => {
        commit({
          variables: { input: { email, password } },
          onCompleted: (response, errors) => {
            const payload = response.login;
            if (payload?.token) resolve({ ok: true, session: { token: payload.token, role: payload.role, email: payload.email } });
            else resolve({ ok: false, message: errors?.[0]?.message || LOGIN_NO_TOKEN_MESSAGE });
          },
          onError: (error) => resolve({ ok: false, message: loginErrorMessage(error) }),
        });
      }),
    [commit],
  );

  return [login, isInFlight];
}
