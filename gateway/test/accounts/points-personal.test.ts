import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codesOf, fieldsOf, globalId, startStack, type Stack } from './helpers.ts';

let stack: Stack;
let admin: string;
let officer: string;
let lender: string;
const OFFICER = globalId('User', 2);
const LENDER = globalId('User', 3);

beforeAll(async () => {
  stack = await startStack();
  [admin, officer, lender] = await Promise.all([stack.tokenFor('ADMIN'), stack.tokenFor('LOAN_OFFICER'), stack.tokenFor('ACCOUNT_EXECUTIVE')]);
});
afterAll(() => stack?.close());
beforeEach(() => stack.upstream.reset());

const MANAGE = `mutation ($input: ManagePointsInput!) {
  managePoints(input: $input) {
    message
    overview { id internalId fullName email points lastActivity }
    historyEdge { cursor node { id points action reason balanceAfter authorName author { fullName } } }
    user { id pointsBalance }
  }
}`;
const HISTORY = `query ($userId: ID!, $first: Int, $after: String) {
  pointsHistory(userId: $userId, first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { node { id points action reason date balanceAfter } } }
}`;

describe('points', () => {
  it('managePoints adds with a reason, returning the overview row and the new history edge', async () => {
    const result = await stack.gql<{ managePoints: any }>(MANAGE, { input: { userId: LENDER, pointsAmount: 40, action: 'ADD', reason: 'Referral bonus' } }, admin);
    expect(result.errors).toBeUndefined();
    const payload = result.data!.managePoints;
    expect(payload.message).toBe('Points added successfully');
    expect(payload.overview).toMatchObject({ internalId: 3, fullName: 'Lena Whitfield', email: 'lender@lendhub.demo', points: 100 });
    expect(payload.historyEdge.node).toMatchObject({ points: 40, action: 'ADD', reason: 'Referral bonus', balanceAfter: 100, authorName: 'Avery Admin', author: { fullName: 'Avery Admin' } });
    expect(payload.user).toEqual({ id: LENDER, pointsBalance: 100 });

    // The lender sees the change in their own balance, history and notifications.
    const mine = await stack.gql<{ viewer: any; notifications: any }>(`{ viewer { pointsBalance } notifications(first: 1) { unreadCount edges { node { kind title isRead } } } }`, {}, lender);
    expect(mine.data!.viewer.pointsBalance).toBe(100);
    expect(mine.data!.notifications.edges[0].node).toEqual({ kind: 'POINTS_RECEIVED', title: 'You received 40 points', isRead: false });
  });

  it('refuses an over-subtraction and missing fields with the spec messages', async () => {
    const over = await stack.gql(MANAGE, { input: { userId: LENDER, pointsAmount: 100000, action: 'SUBTRACT', reason: 'Too much' } }, admin);
    expect(codesOf(over)).toEqual(['BAD_USER_INPUT']);
    expect(over.errors![0]!.message).toMatch(/^Insufficient points: balance is \d+$/);
    expect(Object.keys(fieldsOf(over)!)).toEqual(['pointsAmount']);
    const missing = await stack.gql(MANAGE, { input: { userId: LENDER, pointsAmount: 5 } }, admin);
    expect(missing.errors![0]!.message).toBe('Please fill in all fields');
    expect(fieldsOf(missing)).toEqual({ action: 'Please fill in all fields', reason: 'Please fill in all fields' });
    const noUser = await stack.gql(MANAGE, { input: { pointsAmount: 5, action: 'ADD', reason: 'x' } }, admin);
    expect(fieldsOf(noUser)).toEqual({ userId: 'Please fill in all fields' });
  });

  it('is admin-only: FORBIDDEN for the Loan Officer and the Account Executive, nothing sent upstream', async () => {
    for (const token of [officer, lender]) {
      expect(codesOf(await stack.gql(MANAGE, { input: { userId: OFFICER, pointsAmount: 999, action: 'ADD', reason: 'Me' } }, token))).toEqual(['FORBIDDEN']);
      expect(codesOf(await stack.gql(`{ pointsOverview { totalCount } }`, {}, token))).toEqual(['FORBIDDEN']);
    }
    expect(stack.upstream.requests).toHaveLength(0);
  });

  it('pointsOverview pages with totalCount and search (admin)', async () => {
    const result = await stack.gql<{ pointsOverview: any }>(`{ pointsOverview(first: 3, search: "ortega") { totalCount edges { node { id fullName points user { email } } } } }`, {}, admin);
    expect(result.data!.pointsOverview).toEqual({ totalCount: 1, edges: [{ node: { id: globalId('PointsOverview', 2), fullName: 'Oliver Ortega', points: 1065, user: { email: 'officer@lendhub.demo' } } }] });
  });

  it('pointsHistory: keyset pages newest first; your own or any as admin; FORBIDDEN otherwise', async () => {
    const page1 = await stack.gql<{ pointsHistory: any }>(HISTORY, { userId: OFFICER, first: 2 }, officer);
    expect(page1.errors).toBeUndefined();
    expect(page1.data!.pointsHistory.pageInfo.hasNextPage).toBe(true);
    const page2 = await stack.gql<{ pointsHistory: any }>(HISTORY, { userId: OFFICER, first: 10, after: page1.data!.pointsHistory.pageInfo.endCursor }, admin);
    const all = [...page1.data!.pointsHistory.edges, ...page2.data!.pointsHistory.edges].map((edge: any) => edge.node);
    expect(all).toHaveLength(5);
    expect(all[0].balanceAfter).toBe(1065);
    expect(new Set(all.map((entry: any) => entry.id)).size).toBe(5);
    expect(codesOf(await stack.gql(HISTORY, { userId: OFFICER }, lender))).toEqual(['FORBIDDEN']);
    const entry = await stack.gql<{ node: any }>(`query ($id: ID!) { node(id: $id) { ... on PointsEntry { reason } } }`, { id: all[0].id }, officer);
    expect(entry.data!.node.reason).toBe(all[0].reason);
  });
});

describe('calendar', () => {
  const CREATE = `mutation ($input: CreateCalendarEventInput!) { createCalendarEvent(input: $input) { eventEdge { node { id title date startTime endTime type category priority attendees } } } }`;
  const LIST = `query ($from: String!, $to: String!) { calendarEvents(from: $from, to: $to) { totalCount edges { node { id title date } } } }`;

  it('creates, lists, updates and deletes the viewer’s events', async () => {
    const created = await stack.gql<{ createCalendarEvent: any }>(
      CREATE,
      { input: { title: 'Closing table', date: '2032-07-09', startTime: '15:00', endTime: '16:00', type: 'MEETING', category: 'WORK', priority: 'HIGH', attendees: ['title@escrow.example'] } },
      lender,
    );
    expect(created.errors).toBeUndefined();
    const event = created.data!.createCalendarEvent.eventEdge.node;
    expect(event).toMatchObject({ title: 'Closing table', date: '2032-07-09', type: 'MEETING', category: 'WORK', priority: 'HIGH', attendees: ['title@escrow.example'] });

    const july = await stack.gql<{ calendarEvents: any }>(LIST, { from: '2032-07-01', to: '2032-07-31' }, lender);
    expect(july.data!.calendarEvents).toEqual({ totalCount: 1, edges: [{ node: { id: event.id, title: 'Closing table', date: '2032-07-09' } }] });
    const othersView = await stack.gql<{ calendarEvents: any; node: any }>(`query ($id: ID!) { calendarEvents(from: "2032-07-01", to: "2032-07-31") { totalCount } node(id: $id) { id } }`, { id: event.id }, officer);
    expect(othersView.data).toEqual({ calendarEvents: { totalCount: 0 }, node: null });

    const updated = await stack.gql<{ updateCalendarEvent: any }>(
      `mutation ($input: UpdateCalendarEventInput!) { updateCalendarEvent(input: $input) { event { id title category } } }`,
      { input: { eventId: event.id, title: 'Closing moved', date: '2032-07-10', startTime: '09:00', endTime: '10:00', type: 'MEETING', category: 'FAMILY', priority: 'LOW' } },
      lender,
    );
    expect(updated.data!.updateCalendarEvent.event).toEqual({ id: event.id, title: 'Closing moved', category: 'FAMILY' });
    const deleted = await stack.gql<{ deleteCalendarEvent: any }>(`mutation ($input: DeleteCalendarEventInput!) { deleteCalendarEvent(input: $input) { deletedEventId } }`, { input: { eventId: event.id } }, lender);
    expect(deleted.data!.deleteCalendarEvent.deletedEventId).toBe(event.id);
  });

  it('answers the appointment form messages per field', async () => {
    const result = await stack.gql(CREATE, { input: { title: '', date: '', startTime: '10:00', endTime: '09:00' } }, officer);
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(result)).toMatchObject({
      title: 'Please enter appointment title',
      date: 'Please select date',
      type: 'Please select category',
      priority: 'Please select priority',
    });
    expect(codesOf(await stack.gql(CREATE, { input: { title: 'x', date: '2032-01-01', startTime: '09:00', endTime: '10:00' } }))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('UI settings and notifications', () => {
  it('updateUiSettings saves per viewer; resetUiSettings restores the defaults', async () => {
    const saved = await stack.gql<{ updateUiSettings: any }>(`mutation { updateUiSettings(input: { colorScheme: GREEN, darkMode: true }) { message uiSettings { id colorScheme darkMode fontSize isDefault } } }`, {}, officer);
    expect(saved.data!.updateUiSettings).toEqual({ message: 'UI settings saved successfully!', uiSettings: { id: globalId('UiSettings', 2), colorScheme: 'GREEN', darkMode: true, fontSize: 16, isDefault: false } });
    const bad = await stack.gql(`mutation { updateUiSettings(input: { fontSize: 99 }) { message } }`, {}, officer);
    expect(fieldsOf(bad)).toEqual({ fontSize: 'Font size must be a whole number from 12 to 24' });
    const viaNode = await stack.gql<{ node: any }>(`query ($id: ID!) { node(id: $id) { ... on UiSettings { colorScheme } } }`, { id: globalId('UiSettings', 2) }, officer);
    expect(viaNode.data!.node).toEqual({ colorScheme: 'GREEN' });
    const othersNode = await stack.gql<{ node: any }>(`query ($id: ID!) { node(id: $id) { id } }`, { id: globalId('UiSettings', 2) }, lender);
    expect(othersNode.data!.node).toBeNull();
    const reset = await stack.gql<{ resetUiSettings: any }>(`mutation { resetUiSettings(input: {}) { message uiSettings { colorScheme darkMode isDefault } } }`, {}, officer);
    expect(reset.data!.resetUiSettings).toEqual({ message: 'UI settings reset to default', uiSettings: { colorScheme: 'DEFAULT', darkMode: false, isDefault: true } });
  });

  it('notifications: list, mark one read, mark all read; counts follow', async () => {
    for (const reason of ['Post-closing survey', 'Training event']) {
      await stack.gql(MANAGE, { input: { userId: OFFICER, pointsAmount: 10, action: 'ADD', reason } }, admin);
    }
    const list = await stack.gql<{ notifications: any; viewer: any }>(`{ viewer { unreadNotificationCount } notifications(first: 50, unreadOnly: true) { totalCount unreadCount edges { node { id isRead kind } } } }`, {}, officer);
    const unread = list.data!.notifications.edges.map((edge: any) => edge.node);
    expect(unread.length).toBeGreaterThan(1);
    expect(list.data!.viewer.unreadNotificationCount).toBe(unread.length);

    const one = await stack.gql<{ markNotificationRead: any }>(`mutation ($input: MarkNotificationReadInput!) { markNotificationRead(input: $input) { notification { id isRead readAt } viewer { unreadNotificationCount } } }`, { input: { notificationId: unread[0].id } }, officer);
    expect(one.data!.markNotificationRead).toMatchObject({ notification: { id: unread[0].id, isRead: true, readAt: expect.any(String) }, viewer: { unreadNotificationCount: unread.length - 1 } });
    const others = await stack.gql(`mutation ($input: MarkNotificationReadInput!) { markNotificationRead(input: $input) { notification { id } } }`, { input: { notificationId: unread[1].id } }, lender);
    expect(codesOf(others)).toEqual(['NOT_FOUND']);

    const all = await stack.gql<{ markAllNotificationsRead: any }>(`mutation { markAllNotificationsRead(input: {}) { markedCount notifications { id isRead } viewer { unreadNotificationCount } } }`, {}, officer);
    expect(all.data!.markAllNotificationsRead.markedCount).toBe(unread.length - 1);
    expect(all.data!.markAllNotificationsRead.notifications.every((item: any) => item.isRead)).toBe(true);
    expect(all.data!.markAllNotificationsRead.viewer.unreadNotificationCount).toBe(0);
    const node = await stack.gql<{ node: any }>(`query ($id: ID!) { node(id: $id) { ... on Notification { isRead } } }`, { id: unread[1].id }, officer);
    expect(node.data!.node).toEqual({ isRead: true });
  });
});
