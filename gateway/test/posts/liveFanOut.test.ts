import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../src/index.ts';
import { startCountingProxy, type CountingProxy } from '../harness/countingProxy.ts';
import { subscribe, subscriptionSettles, type LiveSubscription } from '../harness/live.ts';
import { useStack } from '../harness/signedIn.ts';
import { ROLE_IDS, uniqueEmail } from '../harness/testData.ts';
import { webDocument } from '../limits/webDocuments.ts';

/** Its own Redis database (emptied before and after); channels carry the database number. */
const REDIS_URL = 'redis://127.0.0.1:6379/14';
async function clearRedis() {
  const client = new Redis(REDIS_URL);
  await client.flushdb();
  client.disconnect();
}

// Gateway A is the stack's (the counting proxy before its API); gateway B another on the same Redis, with a proxy of its own.
const stack = useStack({ redisUrl: REDIS_URL });
let proxyB: CountingProxy;
let gatewayB: RunningGateway;
beforeAll(async () => {
  await clearRedis();
  proxyB = await startCountingProxy(stack.api.url);
  gatewayB = await startGateway({ port: 0, host: '127.0.0.1', apiUrl: proxyB.url, jwtSecret: stack.jwtSecret, redisUrl: REDIS_URL });
  await subscriptionSettles();
});
afterAll(async () => {
  await gatewayB?.close();
  await proxyB?.close();
  await clearRedis();
});

/** What the web's feed sends: one subscription per page of posts, each event a whole PostCard. */
const FEED_ACTIVITY = webDocument('PostFeedActivitySubscription');
const LIKE = webDocument('useLikePostMutation');
const COMMENT = 'mutation ($input: AddCommentInput!) { addComment(input: $input) { message } }';
const CREATE_POST = 'mutation ($input: CreatePostInput!) { createPost(input: $input) { postEdge { node { id } } } }';
const CREATE_USER = 'mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }';
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { token } }';
const PASSWORD = 'Sup3rSecret!';

interface Card {
  id: string;
  likeCount: number;
  viewerHasLiked: boolean;
  commentCount: number;
  title: string;
  comments: { edges: { node: { id: string } }[] };
}
type Event = { postsActivity: Card };

/** `count` new Loan Officers, each signed in (a token each: every subscriber is another user). */
async function newUsers(count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 0; index < count; index++) {
    const email = uniqueEmail('fanout');
    const created = await stack.gql(
      CREATE_USER,
      { input: { fullName: `Fan Out ${index}`, email, phoneNumber: '5550100123', roleId: ROLE_IDS.LOAN_OFFICER, password: PASSWORD } },
      stack.admin,
    );
    expect(created.errors).toBeUndefined();
    const login = await stack.gql<{ login: { token: string } }>(LOGIN, { input: { email, password: PASSWORD } });
    tokens.push(login.data!.login.token);
  }
  return tokens;
}

let users: string[] = [];
beforeAll(async () => {
  users = await newUsers(20);
}, 240_000);

async function newPost(token: string, isPublished = true): Promise<string> {
  const created = await stack.gql<{ createPost: { postEdge: { node: { id: string } } } }>(
    CREATE_POST,
    { input: { title: 'Fan-out scenario', content: '<p>Duplex purchase, 720 FICO, twenty percent down.</p>', isPublished } },
    token,
  );
  expect(created.errors).toBeUndefined();
  return created.data!.createPost.postEdge.node.id;
}

const like = (postId: string, token: string) => stack.gql<{ likePost: { liked: boolean } }>(LIKE, { input: { postId } }, token);
const comment = (postId: string, token: string, content: string) => stack.gql(COMMENT, { input: { postId, content } }, token);

/** The post reads one event cost a gateway (its proxy's record): every call but the mutation's own. */
const readsOf = (proxy: CountingProxy) =>
  proxy.requests.filter((request) => request.method === 'GET').map((request) => request.url.split('?')[0]);

/**
 * Each subscriber on `gatewayUrl` (its proxy `proxy`), once listening: a subscription reads its posts once it listens,
 * so when the proxy has seen every subscriber's read, each will hear the next event.
 */
async function subscribers(
  tokens: string[],
  postIds: string[],
  gatewayUrl = stack.gateway.url,
  proxy: CountingProxy = stack.upstream,
): Promise<LiveSubscription<Event>[]> {
  proxy.reset();
  const live = tokens.map((token) => subscribe<Event>(gatewayUrl, token, FEED_ACTIVITY, { postIds }));
  while (readsOf(proxy).length < tokens.length * postIds.length) await new Promise((resolve) => setTimeout(resolve, 50));
  await subscriptionSettles();
  return live;
}

const closeAll = (live: LiveSubscription<Event>[]) => Promise.all(live.map((subscription) => subscription.close()));

describe('the live feed’s fan-out (issue 26 §2)', () => {
  for (const count of [1, 5, 20]) {
    it(`reads a liked post once per gateway for ${count} subscribers, each with their own viewerHasLiked`, async () => {
      const postId = await newPost(stack.lender);
      // Half of them liked it before they subscribed.
      const tokens = users.slice(0, count);
      for (const token of tokens.filter((_, index) => index % 2 === 1)) expect((await like(postId, token)).errors).toBeUndefined();
      const live = await subscribers(tokens, [postId]);
      stack.upstream.reset();

      const liked = await like(postId, stack.officer);
      expect(liked.data!.likePost.liked).toBe(true);
      const events = await Promise.all(live.map((subscription) => subscription.next()));
      const reads = readsOf(stack.upstream);
      console.log(
        `fan-out: ${count} subscribers, like: ${JSON.stringify(stack.upstream.requests.map((r) => `${r.method} ${r.url.split('?')[0]}`))}`,
      );

      const likeCount = Math.floor(count / 2) + 1;
      events.forEach((event, index) => {
        expect(event.errors).toBeUndefined();
        expect(event.data!.postsActivity).toMatchObject({
          id: postId,
          likeCount,
          viewerHasLiked: index % 2 === 1,
          title: 'Fan-out scenario',
        });
      });
      expect(reads).toHaveLength(1);
      await closeAll(live);
    });
  }

  it('reads a commented post once for 20 subscribers, comments and all', async () => {
    const postId = await newPost(stack.lender);
    const live = await subscribers(users, [postId]);
    stack.upstream.reset();
    expect((await comment(postId, stack.officer, 'Fan-out comment')).errors).toBeUndefined();
    const events = await Promise.all(live.map((subscription) => subscription.next()));
    for (const event of events) expect(event.data!.postsActivity).toMatchObject({ id: postId, commentCount: 1, viewerHasLiked: false });
    console.log(
      `fan-out: 20 subscribers, comment: ${JSON.stringify(stack.upstream.requests.map((r) => `${r.method} ${r.url.split('?')[0]}`))}`,
    );
    // The mutation's own read of the post (its payload), then the event's one read.
    expect(readsOf(stack.upstream)).toHaveLength(2);
    await closeAll(live);
  });

  it('gives nothing to a subscriber who may no longer read the post; its author and an Admin still hear it', async () => {
    const [watched, other] = [await newPost(stack.lender), await newPost(stack.lender)];
    const [outsider] = users;
    const live = await subscribers([outsider!, stack.lender, stack.admin], [watched, other]);
    const [fromOutsider, fromAuthor, fromAdmin] = live;
    // Back to a draft (no event of its own): only its author and Admins may read it now.
    const unpublished = await stack.gql(
      'mutation ($input: UpdatePostInput!) { updatePost(input: $input) { post { id } } }',
      {
        input: {
          postId: watched,
          title: 'Fan-out scenario',
          content: '<p>Duplex purchase, 720 FICO, twenty percent down.</p>',
          isPublished: false,
        },
      },
      stack.lender,
    );
    expect(unpublished.errors).toBeUndefined();
    stack.upstream.reset();

    expect((await comment(watched, stack.admin, 'Seen by the author and Admins only')).errors).toBeUndefined();
    for (const subscription of [fromAuthor!, fromAdmin!]) {
      const event = await subscription.next();
      expect(event.errors).toBeUndefined();
      expect(event.data!.postsActivity).toMatchObject({ id: watched, commentCount: 1 });
    }
    // Still one read for the three of them: the API said who may read it.
    expect(readsOf(stack.upstream).filter((url) => url?.endsWith('/readers'))).toHaveLength(1);

    // The outsider's next event is the other post's: the draft's was passed over, neither data nor error.
    expect((await comment(other, stack.admin, 'Seen by everyone')).errors).toBeUndefined();
    const next = await fromOutsider!.next();
    expect(next.errors).toBeUndefined();
    expect(next.data!.postsActivity).toMatchObject({ id: other, commentCount: 1 });
    for (const subscription of [fromAuthor!, fromAdmin!]) expect((await subscription.next()).data!.postsActivity.id).toBe(other);
    await closeAll(live);
  });

  it('costs the like itself one call', async () => {
    const postId = await newPost(stack.lender);
    stack.upstream.reset();
    expect((await like(postId, stack.officer)).errors).toBeUndefined();
    expect(stack.upstream.requests.map((request) => `${request.method} ${request.url.split('?')[0]}`)).toEqual([
      `POST /api/loan-posts/${Buffer.from(postId, 'base64').toString().split(':')[1]}/likes`,
    ]);
  });

  it('reads once on each gateway over Redis, whichever published', async () => {
    const postId = await newPost(stack.lender);
    const onA = await subscribers(users.slice(0, 5), [postId]);
    const onB = await subscribers(users.slice(5, 10), [postId], gatewayB.url, proxyB);
    stack.upstream.reset();
    proxyB.reset();
    expect((await like(postId, users[0]!)).errors).toBeUndefined();
    const events = await Promise.all([...onA, ...onB].map((subscription) => subscription.next()));
    events.forEach((event, index) => expect(event.data!.postsActivity).toMatchObject({ likeCount: 1, viewerHasLiked: index === 0 }));
    expect(readsOf(stack.upstream)).toHaveLength(1);
    expect(readsOf(proxyB)).toHaveLength(1);
    await closeAll([...onA, ...onB]);
  });
});
