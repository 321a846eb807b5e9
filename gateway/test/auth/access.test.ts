import { describe, expect, it } from 'vitest';
import { codesOf, DEMO, DEMO_PASSWORD, type DemoRole, type Stack } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) { token role email user { id internalId fullName email role roleName } }
  }
`;

describe('login', () => {
  const cases: [DemoRole, string][] = [
    ['ADMIN', 'Admin'],
    ['LOAN_OFFICER', 'Loan Officer'],
    ['ACCOUNT_EXECUTIVE', 'Account Executive (Lender)'],
  ];
  it.each(cases)('signs in as %s and returns a three-part token, the role name and the user', async (role, roleName) => {
    const result = await stack.gql<{ login: Record<string, any> }>(LOGIN, { input: { email: DEMO[role], password: DEMO_PASSWORD } });
    expect(result.errors).toBeUndefined();
    const login = result.data!.login;
    expect(login.token.split('.')).toHaveLength(3);
    expect(login).toMatchObject({ role: roleName, email: DEMO[role], user: { email: DEMO[role], role, roleName } });
    expect(Buffer.from(login.user.id, 'base64').toString()).toBe(`User:${login.user.internalId}`);
  });

  it('answers wrong credentials with UNAUTHENTICATED and the API message, and no token', async () => {
    const result = await stack.gql(LOGIN, { input: { email: DEMO.ADMIN, password: 'wrong-password' } });
    expect(result.data).toBeNull();
    expect(codesOf(result)).toEqual(['UNAUTHENTICATED']);
    expect(result.errors![0]!.message).toBe('Invalid Email and Password');
  });

  it.each([
    [{ email: '', password: 'secret1' }, 'Email is required', { email: 'Email is required' }],
    [{ email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email address', { email: 'Please enter a valid email address' }],
    [{ email: DEMO.ADMIN, password: '' }, 'Password is required', { password: 'Password is required' }],
    [
      { email: DEMO.ADMIN, password: 'abc' },
      'Password must be at least 6 characters',
      { password: 'Password must be at least 6 characters' },
    ],
    [{ email: ' ', password: '' }, 'Email is required', { email: 'Email is required', password: 'Password is required' }],
  ])('rejects %j with BAD_USER_INPUT "%s" before calling the API', async (input, message, fields) => {
    const result = await stack.gql(LOGIN, { input });
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors![0]!.message).toBe(message);
    expect(result.errors![0]!.extensions!['fields']).toEqual(fields);
    expect(stack.upstream.requests).toEqual([]);
  });
});

describe('viewer and tokens', () => {
  const VIEWER = '{ viewer { fullName email role roleName } }';
  const GUARDED = '{ posts(first: 1) { edges { node { id } } } }';

  it('is null without a token, and guarded fields answer UNAUTHENTICATED', async () => {
    expect(await stack.gql(VIEWER)).toMatchObject({ status: 200, data: { viewer: null } });
    const guarded = await stack.gql(GUARDED);
    expect(codesOf(guarded)).toEqual(['UNAUTHENTICATED']);
    expect(stack.upstream.requests).toEqual([]);
  });

  it('is the signed-in user with a valid token', async () => {
    const result = await stack.gql(VIEWER, {}, await stack.tokenFor('LOAN_OFFICER'));
    expect(result.data).toEqual({
      viewer: { fullName: expect.any(String), email: DEMO.LOAN_OFFICER, role: 'LOAN_OFFICER', roleName: 'Loan Officer' },
    });
  });

  it('treats an expired token as no token (and never forwards it)', async () => {
    const expired = await stack.signToken(
      { sub: '1', role: 'Admin', email: DEMO.ADMIN },
      { expiresIn: Math.floor(Date.now() / 1000) - 10 },
    );
    expect((await stack.gql(VIEWER, {}, expired)).data).toEqual({ viewer: null });
    expect(codesOf(await stack.gql(GUARDED, {}, expired))).toEqual(['UNAUTHENTICATED']);
    expect(stack.upstream.requests).toEqual([]);
  });

  it('rejects a token with a forged signature or tampered claims', async () => {
    const foreign = await stack.signToken(
      { sub: '1', role: 'Admin', email: DEMO.ADMIN },
      { secret: 'not-the-real-secret-0123456789abcdef' },
    );
    expect((await stack.gql(VIEWER, {}, foreign)).data).toEqual({ viewer: null });
    expect(codesOf(await stack.gql(GUARDED, {}, foreign))).toEqual(['UNAUTHENTICATED']);

    // A Loan Officer's real token with its role claim rewritten to Admin.
    const [header, payload, signature] = (await stack.tokenFor('LOAN_OFFICER')).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const promoted = Buffer.from(JSON.stringify({ ...claims, role: 'Admin' })).toString('base64url');
    const tampered = `${header}.${promoted}.${signature}`;
    expect(codesOf(await stack.gql(GUARDED, {}, tampered))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await stack.gql('{ viewer { id } }', {}, 'garbage'))).toEqual([]);
    expect(stack.upstream.requests).toEqual([]);
  });
});

describe('role rules of every guarded field', () => {
  type Caller = 'NONE' | DemoRole | 'CUSTOM_ROLE';
  const callers: Caller[] = ['NONE', 'ADMIN', 'LOAN_OFFICER', 'ACCOUNT_EXECUTIVE', 'CUSTOM_ROLE'];
  const ANY_SIGNED_IN: Record<Caller, string | null> = {
    NONE: 'UNAUTHENTICATED',
    ADMIN: null,
    LOAN_OFFICER: null,
    ACCOUNT_EXECUTIVE: null,
    CUSTOM_ROLE: null,
  };

  async function tokenOf(caller: Caller): Promise<string | null> {
    if (caller === 'NONE') return null;
    // A validly signed token of a real user whose role is a custom one (none of the three).
    if (caller === 'CUSTOM_ROLE') return stack.signToken({ sub: '2', role: 'Processor', email: 'processor@lendhub.demo' });
    return stack.tokenFor(caller);
  }

  const postId = async () => {
    const posts = await stack.gql<{ posts: { edges: { node: { id: string } }[] } }>(
      '{ posts(first: 1) { edges { node { id } } } }',
      {},
      await stack.tokenFor('ADMIN'),
    );
    return posts.data!.posts.edges[0]!.node.id;
  };
  const lenderId = async () => {
    const lender = await stack.gql<{ lender: { id: string } }>('{ lender(idOrSlug: "rocket") { id } }', {}, await stack.tokenFor('ADMIN'));
    return lender.data!.lender.id;
  };

  const fields: { field: string; expected: Record<Caller, string | null>; run: (token: string | null) => ReturnType<Stack['gql']> }[] = [
    {
      field: 'node',
      expected: ANY_SIGNED_IN,
      run: async (token) => stack.gql('query ($id: ID!) { node(id: $id) { id } }', { id: await lenderId() }, token),
    },
    { field: 'lenders', expected: ANY_SIGNED_IN, run: (token) => stack.gql('{ lenders(first: 1) { totalCount } }', {}, token) },
    { field: 'lender', expected: ANY_SIGNED_IN, run: (token) => stack.gql('{ lender(idOrSlug: "rocket") { name } }', {}, token) },
    { field: 'posts', expected: ANY_SIGNED_IN, run: (token) => stack.gql('{ posts(first: 1) { edges { cursor } } }', {}, token) },
    {
      field: 'createPost',
      expected: { NONE: 'UNAUTHENTICATED', ADMIN: null, LOAN_OFFICER: 'FORBIDDEN', ACCOUNT_EXECUTIVE: null, CUSTOM_ROLE: 'FORBIDDEN' },
      run: (token) =>
        stack.gql(
          'mutation ($input: CreatePostInput!) { createPost(input: $input) { postEdge { node { title } } } }',
          { input: { title: 'Role check scenario', content: '<p>Checking who may write a scenario post.</p>' } },
          token,
        ),
    },
    {
      field: 'likePost',
      expected: ANY_SIGNED_IN,
      run: async (token) =>
        stack.gql('mutation ($input: LikePostInput!) { likePost(input: $input) { liked } }', { input: { postId: await postId() } }, token),
    },
    {
      field: 'addComment',
      expected: ANY_SIGNED_IN,
      run: async (token) =>
        stack.gql(
          'mutation ($input: AddCommentInput!) { addComment(input: $input) { commentEdge { cursor } } }',
          { input: { postId: await postId(), content: 'Role check' } },
          token,
        ),
    },
  ];

  for (const { field, expected, run } of fields) {
    it.each(callers)(`${field}: %s`, async (caller) => {
      const token = await tokenOf(caller);
      const result = await run(token);
      const code = expected[caller];
      if (code === null) {
        expect(result.errors).toBeUndefined();
        expect(result.data?.[field as never]).toBeTruthy();
      } else {
        expect(codesOf(result)).toEqual([code]);
        expect(result.data?.[field as never] ?? null).toBeNull();
      }
    });
  }

  it('refuses a Loan Officer before anything is written upstream', async () => {
    const token = await stack.tokenFor('LOAN_OFFICER');
    stack.upstream.reset();
    await stack.gql(
      'mutation ($input: CreatePostInput!) { createPost(input: $input) { postEdge { cursor } } }',
      {
        input: { title: 'Not allowed here', content: '<p>This must never reach the API at all.</p>' },
      },
      token,
    );
    expect(stack.upstream.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
