// Live updates (docs/product.md "Live updates"): what another user does shows up without a reload, through the
// GraphQL subscriptions over WebSocket: activity on a scenario in the open feed, a reply and a status
// change in an open ticket's details, and the bell's count. In CI the page and the writer usually reach
// different gateways (the suite runs against the cluster), so the events cross Redis.
import { expect, test, type Page } from '@playwright/test';
import { loginSession, signIn } from '../support/auth';
import { callGateway } from '../support/gateway';
import { signInAsNewUser } from '../support/newUser';
import { PAGE_LOAD } from '../support/pageLoad';

const CREATE_POST =
  'mutation ($input: CreatePostInput!) { createPost(input: $input) { postEdge { node { id internalId commentCount } } } }';
const LIKE = 'mutation ($input: LikePostInput!) { likePost(input: $input) { message } }';
const COMMENT = 'mutation ($input: AddCommentInput!) { addComment(input: $input) { message } }';

interface CreatedPost {
  createPost: { postEdge: { node: { id: string; internalId: number; commentCount: number } } };
}

const CREATE_TICKET = 'mutation ($input: CreateTicketInput!) { createTicket(input: $input) { ticket { id internalId } } }';
const REPLY = 'mutation ($input: ReplyToTicketInput!) { replyToTicket(input: $input) { message } }';
const SET_STATUS = 'mutation ($input: UpdateTicketStatusInput!) { updateTicketStatus(input: $input) { message } }';

const commentsLabel = (count: number) => `${count} ${count === 1 ? 'comment' : 'comments'}`;

/** Records the main frame's navigations from now on (a live update needs none). */
function recordNavigations(page: Page): string[] {
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  return navigations;
}

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
  const subscribed = subscriptionSent(page, 'postsActivity');
  await signIn(page, 'officer');
  // A post of this test's own, written before the feed loads: it is on the feed's first page (a post another
  // worker writes meanwhile comes above it), and no other test (nor another copy of this one) likes or comments on it.
  const admin = await loginSession(page.request, 'admin');
  const { node } = (
    await callGateway<CreatedPost>(page.request, admin.token, CREATE_POST, {
      input: { title: `Live feed ${Date.now().toString(36)}`, content: '<p>Watched live by another user.</p>' },
    })
  ).createPost.postEdge;
  await page.goto('/lender-finder');
  const post = page
    .getByRole('list', { name: 'Scenario posts' })
    .getByRole('article')
    .filter({ hasText: `Post #${node.internalId}` });
  await expect(post).toBeVisible(PAGE_LOAD);
  await subscribed;
  const likes = async () => Number((await post.getByTestId('like-count').innerText()).replace(/\D/g, ''));
  const likesBefore = await likes();
  const navigations = recordNavigations(page);

  // The admin likes (or unlikes) it: the count on the officer's open page follows.
  await callGateway(page.request, admin.token, LIKE, { input: { postId: node.id } });
  await expect.poll(likes, PAGE_LOAD).not.toBe(likesBefore);
  expect(Math.abs((await likes()) - likesBefore)).toBe(1);

  // The admin comments: the count rises on the officer's page.
  await callGateway(page.request, admin.token, COMMENT, { input: { postId: node.id, content: `Live comment ${Date.now().toString(36)}` } });
  await expect(post.getByText(/^\d+ comments?$/)).toHaveText(commentsLabel(node.commentCount + 1), PAGE_LOAD);
  expect(navigations, 'no reload or navigation').toEqual([]);
});

test("an Admin's reply and status change appear in the officer's open ticket details; a new one raises the bell's count", async ({
  page,
}) => {
  const ticketSubscribed = subscriptionSent(page, 'ticketActivity');
  // A new officer: no notifications yet.
  const officer = await signInAsNewUser(page, 'officer', 'Lena Live');
  const title = `Live ticket ${Date.now().toString(36)}`;
  const { createTicket } = await callGateway<{ createTicket: { ticket: { id: string; internalId: number } } }>(
    page.request,
    officer.token,
    CREATE_TICKET,
    {
      input: { title, description: 'The borrower asks whether the gift funds need a letter before closing.' },
    },
  );
  const ticketId = createTicket.ticket.id;
  await page.goto('/dashboard/tickets');
  await page.getByRole('button', { name: new RegExp(`^View ticket \\d+: ${title}`) }).click(PAGE_LOAD);
  const details = page.getByRole('dialog', { name: 'Ticket Details' });
  await expect(details.getByRole('heading', { name: title })).toBeVisible(PAGE_LOAD);
  await expect(details.getByText('No replies yet.')).toBeVisible();
  await ticketSubscribed;
  let navigations = recordNavigations(page);

  // The Admin answers and moves the ticket on, elsewhere: the officer's open details follow.
  const admin = await loginSession(page.request, 'admin');
  await callGateway(page.request, admin.token, REPLY, {
    input: {
      ticketId,
      title: 'Gift letter needed',
      message: 'Yes: a signed gift letter and the donor statement.',
      from: 'LendHub Support',
      to: officer.email,
    },
  });
  await expect(details.getByRole('heading', { name: 'Replies (1)' })).toBeVisible(PAGE_LOAD);
  await expect(details.getByText('Gift letter needed')).toBeVisible();
  await callGateway(page.request, admin.token, SET_STATUS, { input: { ticketId, status: 'IN_PROGRESS' } });
  await expect(details.getByText('In Progress', { exact: true })).toBeVisible(PAGE_LOAD);
  expect(navigations, 'no reload or navigation').toEqual([]);

  // The bell (in the site's top bar) counts the two notifications; the next one raises it live.
  const bellSubscribed = subscriptionSent(page, 'viewerNotifications');
  await page.goto('/');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications 2 unread', PAGE_LOAD);
  await bellSubscribed;
  navigations = recordNavigations(page);
  // The subscribe message has left the page, but the gateway may need a moment more to listen: a change in that
  // moment shows with the next one (docs/product.md "Live updates"). So the Admin moves the ticket on until the bell rises.
  const statuses = ['CLOSED', 'IN_PROGRESS'] as const;
  let changes = 0;
  await expect(async () => {
    await callGateway(page.request, admin.token, SET_STATUS, { input: { ticketId, status: statuses[changes++ % 2] } });
    await expect(bell).toHaveAccessibleName(/^Notifications ([3-9]|\d\d) unread$/, { timeout: 4_000 });
  }).toPass(PAGE_LOAD);
  expect(navigations, 'no reload or navigation').toEqual([]);
});
