import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startStack, type Stack } from './stack.ts';

/** A stack with a token for each demo account (admin@, officer@ and lender@lendhub.demo). */
export interface SignedInStack extends Stack {
  admin: string;
  officer: string;
  lender: string;
}

/**
 * The fixture of an integration test file: registers the hooks that start one stack for the file
 * (PGlite takes seconds to open), sign in the three demo accounts, forget the upstream requests
 * recorded before each test, and stop everything after the file. Its fields are there once the
 * file's tests run: `stack.gql(query, variables, stack.admin)`.
 */
export function useStack(options: Parameters<typeof startStack>[0] = {}): SignedInStack {
  const fixture = {} as SignedInStack;
  beforeAll(async () => {
    const stack = await startStack(options);
    const [admin, officer, lender] = await Promise.all([
      stack.tokenFor('ADMIN'),
      stack.tokenFor('LOAN_OFFICER'),
      stack.tokenFor('ACCOUNT_EXECUTIVE'),
    ]);
    Object.assign(fixture, stack, { admin, officer, lender });
  });
  afterAll(() => fixture.close?.());
  beforeEach(() => fixture.upstream.reset());
  return fixture;
}
