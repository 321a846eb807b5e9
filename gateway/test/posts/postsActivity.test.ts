import { describe, expect, it } from 'vitest';
import { subscribe, subscriptionSettles } from '../harness/live.ts';
import { useStack } from '../harness/signedIn.ts';

// One gateway, its in-memory bus: what one subscription over several posts receives.
const stack = useStack();

const POSTS_ACTIVITY = 'subscription ($postIds: [ID!]!) { postsActivity(postIds: $postIds) { id likeCount commentCount } }';
type Event = { postsActivity: { id: string; likeCount: number; commentCount: number } };

async function feedPosts(count: number) {
  const feed = await stack.gql<{ posts: { edges: { node: { id: string; commentCount: number } }[] } }>(
    'query ($count: Int!) { posts(first: $count) { edges { node { id commentCount } } } }',
    { count },
    stack.officer,
  );
  return feed.data!.posts.edges.map((edge) => edge.node);
}

const comment = (postId: string, content: string) =>
  stack.gql('mutation ($input: AddCommentInput!) { addComment(input: $input) { message } }', { input: { postId, content } }, stack.officer);

describe('postsActivity', () => {
  it('delivers the activity of every post it names through one subscription, each event the post that changed', async () => {
    const [first, second, third] = await feedPosts(3);
    const live = subscribe<Event>(stack.gateway.url, stack.lender, POSTS_ACTIVITY, { postIds: [first!.id, second!.id] });
    await subscriptionSettles();

    await comment(third!.id, 'Not watched'); // another post: no event
    await comment(second!.id, 'Watched, second');
    const event = await live.next();
    expect(event.errors).toBeUndefined();
    expect(event.data!.postsActivity).toMatchObject({ id: second!.id, commentCount: second!.commentCount + 1 });

    await comment(first!.id, 'Watched, first');
    expect((await live.next()).data!.postsActivity).toMatchObject({ id: first!.id, commentCount: first!.commentCount + 1 });
    await live.close();
  });

  it('leaves out posts that do not exist, and answers NOT_FOUND when none is left', async () => {
    const [post] = await feedPosts(1);
    const missing = Buffer.from('Post:999999').toString('base64');
    const live = subscribe<Event>(stack.gateway.url, stack.officer, POSTS_ACTIVITY, { postIds: [missing, post!.id] });
    await subscriptionSettles();
    await comment(post!.id, 'Still heard');
    expect((await live.next()).data!.postsActivity.id).toBe(post!.id);
    await live.close();

    const none = subscribe(stack.gateway.url, stack.officer, POSTS_ACTIVITY, { postIds: [missing] });
    expect((await none.next()).errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
    await none.close();
  });

  it('answers BAD_USER_INPUT for no ids or more than 100', async () => {
    const empty = subscribe(stack.gateway.url, stack.officer, POSTS_ACTIVITY, { postIds: [] });
    expect((await empty.next()).errors?.map((error) => error.extensions?.['code'])).toEqual(['BAD_USER_INPUT']);
    await empty.close();

    const ids = Array.from({ length: 101 }, (_, index) => Buffer.from(`Post:${index + 1}`).toString('base64'));
    const tooMany = subscribe(stack.gateway.url, stack.officer, POSTS_ACTIVITY, { postIds: ids });
    expect((await tooMany.next()).errors?.map((error) => error.extensions?.['code'])).toEqual(['BAD_USER_INPUT']);
    await tooMany.close();
  });
});
