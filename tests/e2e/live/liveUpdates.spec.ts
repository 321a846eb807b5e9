// Live updates (README "Live updates"): what another user does on a scenario shows up in an open feed
// without a reload, through the GraphQL subscription over WebSocket.
import { expect, test, type Page } from '@playwright/test';
import { loginSession, signIn } from '../support/auth';
import { callGateway } from '../support/gateway';
import { PAGE_LOAD } from '../support/pageLoad';

const FIRST_POST = '{ posts(first: 1) { edges { node { id internalId commentCount } } } }';
const LIKE = 'mutation ($input: LikePostInput!) { likePost(input: $input) { message } }';
const COMMENT = 'mutation ($input: AddCommentInput!) { addComment(input: $input) { message } }';

interface FirstPost {
  posts: { edges: Array<{ node: { id: string; internalId: number; commentCount: number } }> };
}

const commentsLabel = (count: number) => `${count} ${count === 1 ? 'comment' : 'comments'}`;

/** Resolves when the page has sent a subscription for `field` over its WebSocket. */
function subscriptionSent(page: Page, field: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        const text = String(payload);
        if (text.includes('"subscribe"') && text.includes(field)) resolve();
      });
    });
  });
}

test('a like and a comment made by someone else appear in an open feed without a reload', async ({ page }) => {
  const subscribed = subscriptionSent(page, 'postActivity');
  await signIn(page, 'officer');
  await page.goto('/lender-finder');
  const admin = await loginSession(page.request, 'admin');
  const { node } = (await callGateway<FirstPost>(page.request, admin.token, FIRST_POST)).posts.edges[0]!;
  const post = page.getByRole('list', { name: 'Scenario posts' }).getByRole('article').filter({ hasText: `Post #${node.internalId}` });
  await expect(post).toBeVisible(PAGE_LOAD);
  await subscribed;
  const likes = async () => Number((await post.getByTestId('like-count').innerText()).replace(/\D/g, ''));
  const likesBefore = await likes();
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  // The admin likes (or unlikes) it: the count on the officer's open page follows.
  await callGateway(page.request, admin.token, LIKE, { input: { postId: node.id } });
  await expect.poll(likes, PAGE_LOAD).not.toBe(likesBefore);
  expect(Math.abs((await likes()) - likesBefore)).toBe(1);

  // The admin comments: the count rises on the officer's page.
  await callGateway(page.request, admin.token, COMMENT, { input: { postId: node.id, content: `Live comment ${Date.now().toString(36)}` } });
  await expect(post.getByText(/^\d+ comments?$/)).toHaveText(commentsLabel(node.commentCount + 1), PAGE_LOAD);
  expect(navigations, 'no reload or navigation').toEqual([]);
});
