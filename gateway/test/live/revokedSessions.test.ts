import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CHECK_TTL_MS } from '../../src/platform/auth/sessions.ts';
import { startGateway, type RunningGateway } from '../../src/index.ts';
import { connect, type LiveConnection } from '../harness/live.ts';
import { useStack } from '../harness/signedIn.ts';
import { codesOf } from '../harness/stack.ts';

/** Its own Redis database (emptied before and after); channels carry the database number. */
const REDIS_URL = 'redis://127.0.0.1:6379/3';
async function clearRedis() {
  const client = new Redis(REDIS_URL);
  await client.flushdb();
  client.disconnect();
}

// Gateway A is the stack's; gateway B another process-like instance on the same API and Redis.
const PER_TOKEN = 25;
const requestLimits = { perToken: PER_TOKEN, perAddress: 10_000, windowSeconds: 60 };
const stack = useStack({ redisUrl: REDIS_URL, requestLimits });
let gatewayB: RunningGateway;
beforeAll(async () => {
  await clearRedis();
  gatewayB = await startGateway({
    port: 0,
    host: '127.0.0.1',
    apiUrl: stack.api.url,
    jwtSecret: stack.jwtSecret,
    redisUrl: REDIS_URL,
    requestLimits,
  });
  await new Promise((resolve) => setTimeout(resolve, 300)); // both gateways listen on the broadcast
});
afterAll(async () => {
  await gatewayB?.close();
  await clearRedis();
});

const NOTIFICATIONS = 'subscription { viewerNotifications { unreadCount } }';
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { token } }';
const LOGOUT = 'mutation { logout { message } }';
const CHANGE_PASSWORD = 'mutation ($input: UpdatePasswordInput!) { updatePassword(input: $input) { message token } }';
const UPDATE_USER = 'mutation ($input: UpdateUserInput!) { updateUser(input: $input) { message } }';
const CREATE_USER = 'mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }';
const ROLES = '{ roles(first: 10) { edges { node { id name } } } }';
const PASSWORD = 'Sup3rSecret!';
const SESSION_ENDED = { code: 4401, reason: 'Session ended: sign in again' };

/** A new Loan Officer; `signIn()` opens one more session (a device). */
async function newUser() {
  const email = `live-revoke-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const roles = await stack.gql<{ roles: { edges: { node: { id: string; name: string } }[] } }>(ROLES, {}, stack.admin);
  const roleId = roles.data!.roles.edges.find((edge) => edge.node.name === 'Loan Officer')!.node.id;
  const created = await stack.gql<{ createUser: { user: { id: string } } }>(
    CREATE_USER,
    { input: { fullName: 'Sam Socket', email, phoneNumber: '5550100123', roleId, password: PASSWORD } },
    stack.admin,
  );
  expect(created.errors).toBeUndefined();
  const signIn = async (password = PASSWORD) =>
    (await stack.gql<{ login: { token: string } }>(LOGIN, { input: { email, password } })).data!.login.token;
  return { id: created.data!.createUser.user.id, signIn };
}

/** A socket with one running subscription, once the gateway has accepted both. */
async function listening(gatewayUrl: string, token: string): Promise<LiveConnection> {
  const live = connect(gatewayUrl, token);
  await live.connected;
  const outcome = live.track(NOTIFICATIONS);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(outcome.state).toBe('running');
  return live;
}

/** Resolves with the close, or 'open' if the socket is still open after `ms`. */
const closedWithin = (live: LiveConnection, ms = 3_000) =>
  Promise.race([live.closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);

describe('revoked sessions lose their live sockets', () => {
  it('logout closes the session’s sockets with 4401 on this gateway and on the other; another session of the user stays', async () => {
    const user = await newUser();
    const [leaving, staying] = [await user.signIn(), await user.signIn()];
    const onA = await listening(stack.gateway.url, leaving);
    const onB = await listening(gatewayB.url, leaving);
    const otherSession = await listening(gatewayB.url, staying);

    expect((await stack.gql(LOGOUT, {}, leaving)).errors).toBeUndefined();
    expect(await closedWithin(onA)).toEqual(SESSION_ENDED);
    expect(await closedWithin(onB)).toEqual(SESSION_ENDED);
    expect(await closedWithin(otherSession, 500)).toBe('open');
    await otherSession.client.dispose();
  });

  it('a password change closes every earlier session’s sockets on every gateway; the fresh token connects', async () => {
    const user = await newUser();
    const [changing, other] = [await user.signIn(), await user.signIn()];
    const own = await listening(gatewayB.url, changing);
    const otherOnB = await listening(gatewayB.url, other);
    const otherOnA = await listening(stack.gateway.url, other);

    const changed = await stack.gql<{ updatePassword: { token: string } }>(
      CHANGE_PASSWORD,
      { input: { currentPassword: PASSWORD, newPassword: 'N3wSecret!!', confirmPassword: 'N3wSecret!!' } },
      changing,
    );
    expect(changed.errors).toBeUndefined();
    for (const live of [own, otherOnB, otherOnA]) expect(await closedWithin(live)).toEqual(SESSION_ENDED);

    const fresh = await listening(gatewayB.url, changed.data!.updatePassword.token);
    await fresh.client.dispose();
  });

  it('a password set by an Admin closes the user’s sockets on every gateway', async () => {
    const user = await newUser();
    const live = await listening(gatewayB.url, await user.signIn());
    const updated = await stack.gql(UPDATE_USER, { input: { userId: user.id, password: 'Adm1nSet!!' } }, stack.admin);
    expect(updated.errors).toBeUndefined();
    expect(await closedWithin(live)).toEqual(SESSION_ENDED);
  });

  it('a gateway that did not hear of the sign-out (no Redis) refuses the next subscription once its session check expires, and closes the socket', async () => {
    const deaf = await startGateway({ port: 0, host: '127.0.0.1', apiUrl: stack.api.url, jwtSecret: stack.jwtSecret, requestLimits });
    try {
      const token = await (await newUser()).signIn();
      const live = await listening(deaf.url, token);
      expect((await stack.gql(LOGOUT, {}, token)).errors).toBeUndefined();
      // Its cached answer about the token (SESSION_CHECK_TTL_MS) still holds: the socket stays for now.
      expect(await closedWithin(live, 500)).toBe('open');
      await new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_TTL_MS));
      const refused = live.track(NOTIFICATIONS);
      expect(await closedWithin(live)).toEqual(SESSION_ENDED);
      await new Promise((resolve) => setTimeout(resolve, 100)); // the client ends its subscriptions after the close
      expect(refused.state).toBe('closed');
    } finally {
      await deaf.close();
    }
  }, 30_000);
});

describe('live rate limits are shared across gateways (Redis)', () => {
  it('subscribes on gateway B spend the same per-token count as HTTP on gateway A', async () => {
    const token = await (await newUser()).signIn();
    // A subscription that ends at once (the post does not exist), so the socket's cap is never reached.
    const missingPost = Buffer.from('Post:999999').toString('base64');
    const live = connect(gatewayB.url, token);
    await live.connected;
    for (let i = 0; i < PER_TOKEN; i += 1)
      live.track('subscription ($postId: ID!) { postActivity(postId: $postId) { id } }', { postId: missingPost });
    expect(await closedWithin(live)).toMatchObject({ code: 4429 });
    expect(codesOf(await stack.gql('{ viewer { id } }', {}, token))).toEqual(['TOO_MANY_REQUESTS']);
  });
});
