import { describe, expect, it } from 'vitest';
import { codesOf, DEMO, DEMO_PASSWORD } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) { token }
  }
`;

// The API counts failures (docs: docs/security.md "Security"); the gateway passes the browser's address on
// and turns the API's 429 into TOO_MANY_REQUESTS with the wait in seconds.
describe('sign-in throttling through the gateway', () => {
  it('refuses a guessed account with TOO_MANY_REQUESTS and retryAfterSeconds; other accounts still sign in', async () => {
    const email = 'nobody-here@lendhub.demo';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const result = await stack.gql(LOGIN, { input: { email, password: 'wrong-password' } });
      expect(codesOf(result)).toEqual(['UNAUTHENTICATED']);
    }
    const refused = await stack.gql(LOGIN, { input: { email, password: 'wrong-password' } });
    expect(codesOf(refused)).toEqual(['TOO_MANY_REQUESTS']);
    expect(refused.errors![0]!.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(refused.errors![0]!.extensions!['retryAfterSeconds']).toBeGreaterThan(0);

    const other = await stack.gql<{ login: { token: string } }>(LOGIN, { input: { email: DEMO.LOAN_OFFICER, password: DEMO_PASSWORD } });
    expect(other.errors).toBeUndefined();
    expect(other.data!.login.token).toBeTruthy();
  });
});
