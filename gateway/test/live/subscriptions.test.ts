import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { startGateway, type RunningGateway } from '../../src/index.ts';
import { holdingUpstream, subscribe, subscriptionSettles } from '../harness/live.ts';
import { useStack } from '../harness/signedIn.ts';

/** Its own Redis database (cleared before and after); pub/sub channels are server-wide. */
const REDIS_URL = 'redis://127.0.0.1:6379/10';
async function clearRedis() {
  const client = new Redis(REDIS_URL);
  await client.flushdb();
  client.disconnect();
}

// Gateway A is the stack's; gateway B is a second process-like instance on the same API and Redis.
const stack = useStack({ redisUrl: REDIS_URL });
let gatewayB: RunningGateway;
beforeAll(async () => {
  await clearRedis();
  gatewayB = await startGateway({ port: 0, host: '127.0.0.1', apiUrl: stack.api.url, jwtSecret: stack.jwtSecret, redisUrl: REDIS_URL });
});
afterAll(async () => {
  await gatewayB?.close();
  await clearRedis();
});

const POST_ACTIVITY =
  'subscription ($postId: ID!) { postActivity(postId: $postId) { id likeCount commentCount comments(first: 50) { edges { node { content } } } } }';
const TICKET_ACTIVITY = 'subscription ($ticketId: ID!) { ticketActivity(ticketId: $ticketId) { id status replyCount } }';
const NOTIFICATIONS = 'subscription { viewerNotifications { unreadCount latest { title kind } } }';

async function firstPost(token: string) {
  const feed = await stack.gql<{
    posts: { edges: { node: { id: string; likeCount: number; commentCount: number; author: { email: string } | null } }[] };
  }>('{ posts(first: 5) { edges { node { id likeCount commentCount author { email } } } } }', {}, token);
  return feed.data!.posts.edges[0]!.node;
}

async function createTicket(token: string) {
  const created = await stack.gql<{ createTicket: { ticket: { id: string } } }>(
    'mutation ($input: CreateTicketInput!) { createTicket(input: $input) { ticket { id } } }',
    { input: { title: 'Live ticket', description: 'Watching it' } },
    token,
  );
  return created.data!.createTicket.ticket.id;
}

describe('postActivity across gateways', () => {
  it('delivers a comment made through gateway A to a subscriber on gateway B, with the new counts', async () => {
    const post = await firstPost(stack.officer);
    const live = subscribe<{ postActivity: { id: string; commentCount: number; comments: { edges: { node: { content: string } }[] } } }>(
      gatewayB.url,
      stack.lender,
      POST_ACTIVITY,
      { postId: post.id },
    );
    await subscriptionSettles();
    const added = await stack.gql(
      'mutation ($input: AddCommentInput!) { addComment(input: $input) { message } }',
      { input: { postId: post.id, content: 'Seen live on B' } },
      stack.officer,
    );
    expect(added.errors).toBeUndefined();
    const event = await live.next();
    expect(event.errors).toBeUndefined();
    expect(event.data!.postActivity.id).toBe(post.id);
    expect(event.data!.postActivity.commentCount).toBe(post.commentCount + 1);
    expect(event.data!.postActivity.comments.edges.map((edge) => edge.node.content)).toContain('Seen live on B');
    await live.close();
  });

  it('delivers a like count change', async () => {
    const post = await firstPost(stack.officer);
    const live = subscribe<{ postActivity: { likeCount: number } }>(gatewayB.url, stack.officer, POST_ACTIVITY, { postId: post.id });
    await subscriptionSettles();
    const liked = await stack.gql<{ likePost: { liked: boolean; post: { likeCount: number } } }>(
      'mutation ($input: LikePostInput!) { likePost(input: $input) { liked post { likeCount } } }',
      { input: { postId: post.id } },
      stack.lender,
    );
    const event = await live.next();
    expect(event.data!.postActivity.likeCount).toBe(liked.data!.likePost.post.likeCount);
    await live.close();
  });

  it("rings the author's bell for a first like and a comment, not for an unlike or a like given again", async () => {
    const created = await stack.gql<{ createPost: { postEdge: { node: { id: string } } } }>(
      'mutation ($input: CreatePostInput!) { createPost(input: $input) { postEdge { node { id } } } }',
      { input: { title: 'Bell rings once', content: '<p>Who hears of a like?</p>', isPublished: true } },
      stack.lender,
    );
    const postId = created.data!.createPost.postEdge.node.id;
    const bell = subscribe<{ viewerNotifications: { latest: { kind: string } | null } }>(gatewayB.url, stack.lender, NOTIFICATIONS);
    await subscriptionSettles();
    const like = (token: string) =>
      stack.gql('mutation ($input: LikePostInput!) { likePost(input: $input) { liked } }', { input: { postId } }, token);
    await like(stack.officer);
    expect((await bell.next()).data!.viewerNotifications.latest?.kind).toBe('POST_LIKE');
    await like(stack.officer); // unlike
    await like(stack.officer); // like again: the API does not tell the author twice, so no event either
    await stack.gql(
      'mutation ($input: AddCommentInput!) { addComment(input: $input) { message } }',
      { input: { postId, content: 'A comment' } },
      stack.officer,
    );
    // Had the unlike or the second like pushed an event, this one would still say POST_LIKE.
    expect((await bell.next()).data!.viewerNotifications.latest?.kind).toBe('POST_COMMENT');
    await bell.close();
  });

  it('answers NOT_FOUND for a post that does not exist', async () => {
    const live = subscribe(gatewayB.url, stack.officer, POST_ACTIVITY, { postId: Buffer.from('Post:999999').toString('base64') });
    const event = await live.next();
    expect(event.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
    await live.close();
  });
});

const POSTS_ACTIVITY = 'subscription ($postIds: [ID!]!) { postsActivity(postIds: $postIds) { id likeCount commentCount } }';
type PostsEvent = { postsActivity: { id: string; likeCount: number; commentCount: number } };

async function feedPosts(count: number) {
  const feed = await stack.gql<{ posts: { edges: { node: { id: string; likeCount: number; commentCount: number } }[] } }>(
    'query ($count: Int!) { posts(first: $count) { edges { node { id likeCount commentCount } } } }',
    { count },
    stack.officer,
  );
  return feed.data!.posts.edges.map((edge) => edge.node);
}

describe('postsActivity across gateways (a feed page on one gateway, the writer on another)', () => {
  it('delivers a like and a comment made through gateway A on watched posts to the subscriber on gateway B, and nothing for another post', async () => {
    const [first, second, third, unwatched] = await feedPosts(4);
    const live = subscribe<PostsEvent>(gatewayB.url, stack.officer, POSTS_ACTIVITY, { postIds: [first!.id, second!.id, third!.id] });
    await subscriptionSettles();

    await stack.gql(
      'mutation ($input: AddCommentInput!) { addComment(input: $input) { message } }',
      { input: { postId: unwatched!.id, content: 'Not watched' } },
      stack.lender,
    );
    const liked = await stack.gql<{ likePost: { post: { likeCount: number } } }>(
      'mutation ($input: LikePostInput!) { likePost(input: $input) { post { likeCount } } }',
      { input: { postId: second!.id } },
      stack.lender,
    );
    const like = await live.next();
    expect(like.errors).toBeUndefined();
    expect(like.data!.postsActivity).toMatchObject({ id: second!.id, likeCount: liked.data!.likePost.post.likeCount });

    await stack.gql(
      'mutation ($input: AddCommentInput!) { addComment(input: $input) { message } }',
      { input: { postId: third!.id, content: 'Watched' } },
      stack.lender,
    );
    expect((await live.next()).data!.postsActivity).toMatchObject({ id: third!.id, commentCount: third!.commentCount + 1 });
    await live.close();
  });

  // A subscription reads what it may watch before it answers. A like made through another gateway while
  // those reads are under way must still arrive: the bus listens before the reads, not after them.
  it.each([
    { field: 'postsActivity', query: POSTS_ACTIVITY, variables: (ids: string[]) => ({ postIds: ids }) },
    { field: 'postActivity', query: POST_ACTIVITY, variables: (ids: string[]) => ({ postId: ids[1] }) },
  ])('$field hears a like made on another gateway while it still reads the posts', async ({ field, query, variables }) => {
    const posts = await feedPosts(3);
    const slowReads = await holdingUpstream(stack.api.url, (method, url) => method === 'GET' && /^\/api\/loan-posts\/\d+$/.test(url));
    const gatewayC = await startGateway({
      port: 0,
      host: '127.0.0.1',
      apiUrl: slowReads.url,
      jwtSecret: stack.jwtSecret,
      redisUrl: REDIS_URL,
    });
    try {
      const live = subscribe<Record<string, { id: string; likeCount: number }>>(
        gatewayC.url,
        stack.officer,
        query,
        variables(posts.map((post) => post.id)),
      );
      await slowReads.holding;
      const liked = await stack.gql<{ likePost: { post: { likeCount: number } } }>(
        'mutation ($input: LikePostInput!) { likePost(input: $input) { post { likeCount } } }',
        { input: { postId: posts[1]!.id } },
        stack.lender,
      );
      await subscriptionSettles(); // the like's event has crossed Redis
      slowReads.release();
      const event = await Promise.race([live.next(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000))]);
      expect(event, 'the like made during the reads arrives').not.toBeNull();
      expect(event!.data![field]).toMatchObject({ id: posts[1]!.id, likeCount: liked.data!.likePost.post.likeCount });
      await live.close();
    } finally {
      await gatewayC.close();
      await slowReads.close();
    }
  });
});

describe('ticketActivity and viewerNotifications', () => {
  it("tells the ticket's creator of an Admin's reply on another gateway: the ticket and the bell", async () => {
    const ticketId = await createTicket(stack.officer);
    const ticket = subscribe<{ ticketActivity: { id: string; replyCount: number; status: string } }>(
      gatewayB.url,
      stack.officer,
      TICKET_ACTIVITY,
      { ticketId },
    );
    const bell = subscribe<{ viewerNotifications: { unreadCount: number; latest: { kind: string } } }>(
      gatewayB.url,
      stack.officer,
      NOTIFICATIONS,
    );
    await subscriptionSettles();
    const replied = await stack.gql(
      'mutation ($input: ReplyToTicketInput!) { replyToTicket(input: $input) { message } }',
      { input: { ticketId, title: 'Answer', message: 'Here it is', from: 'Support', to: 'Officer' } },
      stack.admin,
    );
    expect(replied.errors).toBeUndefined();
    expect((await ticket.next()).data!.ticketActivity).toMatchObject({ id: ticketId, replyCount: 1 });
    const notice = (await bell.next()).data!.viewerNotifications;
    expect(notice.latest.kind).toBe('TICKET_REPLY');
    expect(notice.unreadCount).toBeGreaterThan(0);

    await stack.gql(
      'mutation ($input: UpdateTicketStatusInput!) { updateTicketStatus(input: $input) { message } }',
      { input: { ticketId, status: 'CLOSED' } },
      stack.admin,
    );
    expect((await ticket.next()).data!.ticketActivity.status).toBe('CLOSED');
    await Promise.all([ticket.close(), bell.close()]);
  });

  it("refuses a subscription to another user's ticket (NOT_FOUND, as the ticket query)", async () => {
    const ticketId = await createTicket(stack.officer);
    const live = subscribe(gatewayB.url, stack.lender, TICKET_ACTIVITY, { ticketId });
    const event = await live.next();
    expect(event.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
    await live.close();
  });
});

describe('connection auth', () => {
  it('closes a socket without a token with 4401', async () => {
    const live = subscribe(stack.gateway.url, null, NOTIFICATIONS);
    await expect(live.next()).rejects.toBeTruthy();
    expect((await live.closed).code).toBe(4401);
  });

  it('closes a socket with a token of another secret with 4401', async () => {
    const forged = await stack.signToken({ sub: '1', role: 'Admin', email: 'admin@lendhub.demo' }, { secret: 'not-the-secret' });
    const live = subscribe(stack.gateway.url, forged, NOTIFICATIONS);
    await expect(live.next()).rejects.toBeTruthy();
    expect((await live.closed).code).toBe(4401);
  });

  it('closes the socket with 4401 when the token expires', async () => {
    const shortLived = await stack.signToken({ sub: '2', role: 'Loan Officer', email: 'officer@lendhub.demo' }, { expiresIn: '2s' });
    const live = subscribe(stack.gateway.url, shortLived, NOTIFICATIONS);
    expect((await live.closed).code).toBe(4401);
    await live.close();
  });

  it('serves only subscriptions over the socket', async () => {
    const live = subscribe(stack.gateway.url, stack.officer, '{ viewer { email } }');
    const event = await live.next().catch((error: unknown) => ({ errors: error as { extensions?: Record<string, unknown> }[] }));
    expect(JSON.stringify(event)).toContain('BAD_REQUEST');
    await live.close();
  });
});
