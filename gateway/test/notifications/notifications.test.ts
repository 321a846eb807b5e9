import { describe, expect, it } from 'vitest';
import { codesOf } from '../harness/stack.ts';
import { globalId } from '../harness/testData.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();
const OFFICER = globalId('User', 2);

/** Points given by an admin notify the receiver: how these tests get notifications to read. */
const MANAGE = `mutation ($input: ManagePointsInput!) { managePoints(input: $input) { message } }`;

describe('notifications', () => {
  it('list, mark one read, mark all read; counts follow', async () => {
    for (const reason of ['Post-closing survey', 'Training event']) {
      await stack.gql(MANAGE, { input: { userId: OFFICER, pointsAmount: 10, action: 'ADD', reason } }, stack.admin);
    }
    const list = await stack.gql<{ notifications: any; viewer: any }>(
      `{ viewer { unreadNotificationCount } notifications(first: 50, unreadOnly: true) { totalCount unreadCount edges { node { id isRead kind } } } }`,
      {},
      stack.officer,
    );
    const unread = list.data!.notifications.edges.map((edge: any) => edge.node);
    expect(unread.length).toBeGreaterThan(1);
    expect(list.data!.viewer.unreadNotificationCount).toBe(unread.length);

    const one = await stack.gql<{ markNotificationRead: any }>(
      `mutation ($input: MarkNotificationReadInput!) { markNotificationRead(input: $input) { notification { id isRead readAt } viewer { unreadNotificationCount } } }`,
      { input: { notificationId: unread[0].id } },
      stack.officer,
    );
    expect(one.data!.markNotificationRead).toMatchObject({
      notification: { id: unread[0].id, isRead: true, readAt: expect.any(String) },
      viewer: { unreadNotificationCount: unread.length - 1 },
    });
    const others = await stack.gql(
      `mutation ($input: MarkNotificationReadInput!) { markNotificationRead(input: $input) { notification { id } } }`,
      { input: { notificationId: unread[1].id } },
      stack.lender,
    );
    expect(codesOf(others)).toEqual(['NOT_FOUND']);

    const all = await stack.gql<{ markAllNotificationsRead: any }>(
      `mutation { markAllNotificationsRead(input: {}) { markedCount notifications { id isRead } viewer { unreadNotificationCount } } }`,
      {},
      stack.officer,
    );
    expect(all.data!.markAllNotificationsRead.markedCount).toBe(unread.length - 1);
    expect(all.data!.markAllNotificationsRead.notifications.every((item: any) => item.isRead)).toBe(true);
    expect(all.data!.markAllNotificationsRead.viewer.unreadNotificationCount).toBe(0);
    const node = await stack.gql<{ node: any }>(
      `query ($id: ID!) { node(id: $id) { ... on Notification { isRead } } }`,
      { id: unread[1].id },
      stack.officer,
    );
    expect(node.data!.node).toEqual({ isRead: true });
  });

  it("an Admin's ticket reply reaches the owner's count and list, linking to the ticket", async () => {
    const COUNT = '{ viewer { unreadNotificationCount } }';
    const before = (await stack.gql<{ viewer: any }>(COUNT, {}, stack.officer)).data!.viewer.unreadNotificationCount;
    const created = await stack.gql<{ createTicket: any }>(
      `mutation ($input: CreateTicketInput!) { createTicket(input: $input) { ticket { id internalId } } }`,
      { input: { title: 'Appraisal came in low', description: 'What are my options?' } },
      stack.officer,
    );
    const ticket = created.data!.createTicket.ticket;
    await stack.gql(
      `mutation ($input: ReplyToTicketInput!) { replyToTicket(input: $input) { message } }`,
      {
        input: {
          ticketId: ticket.id,
          title: 'Desk review',
          message: 'Ordered today.',
          from: 'LendHub Support',
          to: 'officer@lendhub.demo',
        },
      },
      stack.admin,
    );
    const after = await stack.gql<{ viewer: any; notifications: any }>(
      `{ viewer { unreadNotificationCount } notifications(first: 1) { edges { node { kind title body link isRead } } } }`,
      {},
      stack.officer,
    );
    expect(after.data!.viewer.unreadNotificationCount).toBe(before + 1);
    expect(after.data!.notifications.edges[0].node).toEqual({
      kind: 'TICKET_REPLY',
      title: 'LendHub Support replied to your ticket',
      body: 'Appraisal came in low: Desk review',
      link: `/dashboard/tickets?ticket=${ticket.internalId}`,
      isRead: false,
    });
  });
});
