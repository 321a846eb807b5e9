/**
 * An Admin's GraphQL session for the command-line tools (clients:publish, schema:check). From the
 * environment: LENDHUB_URL (default http://localhost:4000), LENDHUB_ADMIN_TOKEN, or
 * LENDHUB_ADMIN_EMAIL and LENDHUB_ADMIN_PASSWORD (signed in once), and OPERATOR_KEY when the portal
 * runs in production (these are free-form documents: the break-glass key lets them through, logged).
 */
export interface AdminSession {
  url: string;
  gql<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

export function hasAdminCredentials(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env['LENDHUB_ADMIN_TOKEN'] || (env['LENDHUB_ADMIN_EMAIL'] && env['LENDHUB_ADMIN_PASSWORD']));
}

export async function adminSession(env: NodeJS.ProcessEnv = process.env): Promise<AdminSession> {
  const url = (env['LENDHUB_URL'] ?? 'http://localhost:4000').replace(/\/$/, '');
  let token = env['LENDHUB_ADMIN_TOKEN'];
  const post = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'apollographql-client-name': 'lendhub-cli',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(env['OPERATOR_KEY'] ? { 'x-operator-key': env['OPERATOR_KEY'] } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as {
      data?: T;
      errors?: Array<{ message: string; extensions?: { fields?: Record<string, string> } }>;
    };
    if (body.errors?.length) {
      const details = body.errors.flatMap((error) => [
        error.message,
        ...Object.values(error.extensions?.fields ?? {}).map((message) => `  - ${message}`),
      ]);
      throw new Error(details.join('\n'));
    }
    return body.data as T;
  };
  if (!token) {
    const email = env['LENDHUB_ADMIN_EMAIL'];
    const password = env['LENDHUB_ADMIN_PASSWORD'];
    if (!email || !password)
      throw new Error('Set LENDHUB_ADMIN_TOKEN, or LENDHUB_ADMIN_EMAIL and LENDHUB_ADMIN_PASSWORD (an Admin account)');
    const signedIn = await post<{ login: { token: string | null } }>(
      'mutation CliLogin($input: LoginInput!) { login(input: $input) { token } }',
      { input: { email, password } },
    );
    if (!signedIn.login.token) throw new Error('This Admin account needs a two-factor code: use LENDHUB_ADMIN_TOKEN instead');
    token = signedIn.login.token;
  }
  return { url, gql: post };
}
