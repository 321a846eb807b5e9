import { describe, expect, it } from 'vitest';
import { CONVERSATIONS_PAGE } from '../../src/assistant/queries.ts';
import { MESSAGES_PAGE } from '../../src/assistant/Conversation.ts';
import { CALENDAR_EVENTS_PAGE } from '../../src/calendar/queries.ts';
import { PENDING_INVITATIONS_PAGE } from '../../src/invitations/queries.ts';
import { ADMIN_LENDERS_PAGE, LENDERS_PAGE } from '../../src/lenders/queries.ts';
import { NOTIFICATIONS_PAGE } from '../../src/notifications/queries.ts';
import { COMMENTS_PAGE } from '../../src/posts/Post.ts';
import { BLOG_POSTS_PAGE, POSTS_PAGE } from '../../src/posts/queries.ts';
import { ROLES_PAGE } from '../../src/roles/queries.ts';
import { SUPPORT_TICKETS_PAGE } from '../../src/support/queries.ts';
import { REPLIES_PAGE } from '../../src/tickets/Ticket.ts';
import { TICKETS_PAGE } from '../../src/tickets/queries.ts';
import { USERS_PAGE } from '../../src/users/queries.ts';
import { VENDORS_PAGE } from '../../src/vendors/queries.ts';
import { useStack } from '../harness/signedIn.ts';
import { codesOf, fieldsOf } from '../harness/stack.ts';
import { globalId } from '../harness/testData.ts';

/*
 * Issue 19 §6: every paged list answers at its documented maximum. Keyset lists ask the API for one
 * item more than the page (it tells whether another page exists), so their maximum must leave room
 * for it within the API's limit: `notifications(first: 100)` used to fail with the API's message.
 */
const stack = useStack();

/** [name, document with $n, the list's maximum, the argument's name] */
const LISTS: [string, string, number, string][] = [
  ['lenders', '{ lenders(first: $n) { totalCount } }', LENDERS_PAGE.max, 'first'],
  ['adminLenders', '{ adminLenders(first: $n) { totalCount } }', ADMIN_LENDERS_PAGE.max, 'first'],
  [
    'posts',
    '{ posts(first: $n) { edges { node { id comments(first: ' + COMMENTS_PAGE.max + ') { totalCount } } } } }',
    POSTS_PAGE.max,
    'first',
  ],
  ['blogs', '{ blogs(first: $n) { totalCount } }', BLOG_POSTS_PAGE.max, 'first'],
  ['assistantConversations', '{ assistantConversations(first: $n) { edges { node { id } } } }', CONVERSATIONS_PAGE.max, 'first'],
  ['users', '{ users(first: $n) { totalCount } }', USERS_PAGE.max, 'first'],
  ['roles', '{ roles(first: $n) { totalCount } }', ROLES_PAGE.max, 'first'],
  ['usersWithPoints', '{ usersWithPoints(first: $n) { totalCount } }', 100, 'first'],
  ['pointsOverview', '{ pointsOverview(first: $n) { totalCount } }', 100, 'first'],
  ['pointsHistory', `{ pointsHistory(userId: "${globalId('User', 2)}", first: $n) { edges { node { id } } } }`, 99, 'first'],
  [
    'calendarEvents',
    '{ calendarEvents(from: "2026-01-01", to: "2026-12-31", first: $n) { totalCount } }',
    CALENDAR_EVENTS_PAGE.max,
    'first',
  ],
  ['notifications', '{ notifications(first: $n) { totalCount edges { node { id } } } }', NOTIFICATIONS_PAGE.max, 'first'],
  ['pendingInvitations', '{ pendingInvitations(first: $n) { edges { node { id } } } }', PENDING_INVITATIONS_PAGE.max, 'first'],
  [
    'tickets',
    '{ tickets(first: $n) { totalCount edges { node { id replies(first: ' + REPLIES_PAGE.max + ') { totalCount } } } } }',
    TICKETS_PAGE.max,
    'first',
  ],
  ['vendors', '{ vendors(first: $n) { totalCount } }', VENDORS_PAGE.max, 'first'],
  ['supportTickets', '{ supportTickets(first: $n) { totalCount } }', SUPPORT_TICKETS_PAGE.max, 'first'],
];

describe('every paged list at its maximum', () => {
  it.each(LISTS)(
    '%s answers at its maximum and refuses one more with a message on the argument',
    async (_name, document, max, argument) => {
      const at = await stack.gql(document.replace('$n', String(max)), {}, stack.admin);
      expect(at.errors).toBeUndefined();
      const over = await stack.gql(document.replace('$n', String(max + 1)), {}, stack.admin);
      expect(codesOf(over)).toContain('BAD_USER_INPUT');
      expect(Object.keys(fieldsOf(over) ?? {})).toContain(argument);
    },
  );

  it('a conversation’s messages answer at their maximum', async () => {
    const created = await fetch(`${stack.api.url}/api/assistant/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.officer}` },
      body: JSON.stringify({ title: 'Paging check', messages: [{ sender: 'user', text: 'How do I page?' }] }),
    });
    expect(created.status).toBe(201);
    const query = (last: number) =>
      `{ assistantConversations(first: 1) { edges { node { messages(last: ${last}) { edges { node { id } } } } } } }`;
    const at = await stack.gql<{ assistantConversations: { edges: { node: { messages: { edges: unknown[] } } }[] } }>(
      query(MESSAGES_PAGE.max),
      {},
      stack.officer,
    );
    expect(at.errors).toBeUndefined();
    expect(at.data!.assistantConversations.edges[0]!.node.messages.edges).toHaveLength(1);
    expect(codesOf(await stack.gql(query(MESSAGES_PAGE.max + 1), {}, stack.officer))).toContain('BAD_USER_INPUT');
  });
});
