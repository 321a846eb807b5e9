import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsApi, type AccountsTestApi } from './helpers.ts';

/** The per-user features kept beyond the spec: calendar events, UI settings, notifications. */
let api: AccountsTestApi;
let admin: string;
let officer: string;
let lender: string;

beforeAll(async () => {
  api = await startAccountsApi();
  ({ admin, officer, lender } = await api.tokens());
});
afterAll(() => api?.close());

const event = (overrides: Record<string, unknown> = {}) => ({
  title: 'Pre-approval call',
  type: 'appointment',
  category: 'Work',
  date: '2031-03-14',
  priority: 'high',
  startTime: '09:00',
  endTime: '09:45',
  location: 'Zoom',
  attendees: ['borrower@example.com'],
  description: 'Go over the income documents',
  ...overrides,
});

describe('calendar events', () => {
  it('creates, lists by range, updates and deletes your own events', async () => {
    const created = await api.call('POST', '/api/Calendar/CreateEvent', { token: officer, body: event() });
    expect(created.status).toBe(200);
    expect(created.body.responseMsg).toBe('Event created successfully');
    expect(created.body.data).toMatchObject({ id: expect.any(Number), date: '2031-03-14', startTime: '09:00', endTime: '09:45', type: 'appointment', category: 'Work', priority: 'high', attendees: ['borrower@example.com'] });
    const id = created.body.data.id;

    const march = await api.call('GET', '/api/Calendar/GetEvents?from=2031-03-01&to=2031-03-31', { token: officer });
    expect(march.body.data.map((item: { id: number }) => item.id)).toEqual([id]);
    const april = await api.call('GET', '/api/Calendar/GetEvents?from=2031-04-01&to=2031-04-30', { token: officer });
    expect(april.body.data).toEqual([]);

    const updated = await api.call('PUT', `/api/Calendar/UpdateEvent/${id}`, { token: officer, body: event({ title: 'Moved call', date: '2031-03-15', category: 'Personal', location: '' }) });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ title: 'Moved call', date: '2031-03-15', category: 'Personal', location: null });

    const deleted = await api.call('DELETE', `/api/Calendar/DeleteEvent/${id}`, { token: officer });
    expect(deleted.body).toMatchObject({ responseMsg: 'Event deleted successfully', data: { id } });
    expect((await api.call('DELETE', `/api/Calendar/DeleteEvent/${id}`, { token: officer })).status).toBe(404);
  });

  it("keeps each user's calendar private: others get 404 and see nothing", async () => {
    const created = await api.call('POST', '/api/Calendar/CreateEvent', { token: officer, body: event({ date: '2031-05-02' }) });
    const id = created.body.data.id;
    for (const token of [lender, admin]) {
      expect((await api.call('PUT', `/api/Calendar/UpdateEvent/${id}`, { token, body: event() })).status).toBe(404);
      expect((await api.call('DELETE', `/api/Calendar/DeleteEvent/${id}`, { token })).status).toBe(404);
      const list = await api.call('GET', '/api/Calendar/GetEvents?from=2031-05-01&to=2031-05-31', { token });
      expect(list.body.data).toEqual([]);
    }
  });

  it.each([
    [{ title: '' }, 'title', 'Please enter appointment title'],
    [{ title: undefined }, 'title', 'Please enter appointment title'],
    [{ type: undefined }, 'type', 'Please select category'],
    [{ type: 'party' }, 'type', 'Please select category'],
    [{ date: '' }, 'date', 'Please select date'],
    [{ date: '2031-02-30' }, 'date', 'Please select date'],
    [{ priority: 'urgent' }, 'priority', 'Please select priority'],
    [{ startTime: '' }, 'startTime', 'Please select start time'],
    [{ startTime: '25:00' }, 'startTime', 'Please select start time'],
    [{ endTime: undefined }, 'endTime', 'Please select end time'],
    [{ startTime: '10:00', endTime: '09:00' }, 'endTime', 'End time must be after start time'],
    [{ category: 'Hobby' }, 'category', 'Please select a calendar'],
  ])('refuses %j', async (override, field, message) => {
    const { status, body } = await api.call('POST', '/api/Calendar/CreateEvent', { token: officer, body: event(override) });
    expect(status).toBe(400);
    expect(body.data.errors[field]).toBe(message);
  });

  it('needs a valid range and a token', async () => {
    expect((await api.call('GET', '/api/Calendar/GetEvents?from=2031-03-31&to=2031-03-01', { token: officer })).status).toBe(400);
    expect((await api.call('GET', '/api/Calendar/GetEvents?from=2031-03-01', { token: officer })).status).toBe(400);
    expect((await api.call('GET', '/api/Calendar/GetEvents?from=2031-03-01&to=2031-03-31')).status).toBe(401);
  });

  it('offers the four calendars', async () => {
    const { body } = await api.call('GET', '/api/Calendar/Categories', { token: lender });
    expect(body.data.map((category: { name: string }) => category.name)).toEqual(['Personal', 'Work', 'Family', 'Health']);
  });
});

describe('UI settings', () => {
  it('starts from the defaults, saves per user, and resets', async () => {
    const initial = await api.call('GET', '/api/UiSettings', { token: lender });
    expect(initial.body.data).toMatchObject({ colorScheme: 'default', fontSize: 16, darkMode: false, collapsedSidebar: false, animations: true, isDefault: true });

    const saved = await api.call('PUT', '/api/UiSettings', { token: lender, body: { colorScheme: 'purple', darkMode: true, fontSize: 18 } });
    expect(saved.status).toBe(200);
    expect(saved.body.responseMsg).toBe('UI settings saved successfully!');
    expect(saved.body.data).toMatchObject({ colorScheme: 'purple', darkMode: true, fontSize: 18, animations: true, isDefault: false });

    const partial = await api.call('PUT', '/api/UiSettings', { token: lender, body: { animations: false } });
    expect(partial.body.data).toMatchObject({ colorScheme: 'purple', darkMode: true, fontSize: 18, animations: false });
    const other = await api.call('GET', '/api/UiSettings', { token: officer });
    expect(other.body.data.isDefault).toBe(true);

    const reset = await api.call('POST', '/api/UiSettings/Reset', { token: lender });
    expect(reset.body.responseMsg).toBe('UI settings reset to default');
    expect((await api.call('GET', '/api/UiSettings', { token: lender })).body.data).toMatchObject({ colorScheme: 'default', fontSize: 16, animations: true, isDefault: true });
  });

  it.each([
    [{ colorScheme: 'orange' }, 'colorScheme'],
    [{ fontSize: 40 }, 'fontSize'],
    [{ fontSize: 15.5 }, 'fontSize'],
    [{ darkMode: 'yes' }, 'darkMode'],
  ])('refuses %j', async (body, field) => {
    const { status, body: answer } = await api.call('PUT', '/api/UiSettings', { token: officer, body });
    expect(status).toBe(400);
    expect(answer.data.errors[field]).toEqual(expect.any(String));
  });
});

describe('notifications', () => {
  it('arrive for a like and a comment on your post, not for your own', async () => {
    const lenderId = api.userIdOf(lender);
    const created = await api.call('POST', '/api/loan-posts', { token: lender, body: { title: 'Jumbo DSCR scenario', content: '<p>Borrower with 2 rentals needs a jumbo DSCR loan.</p>', isPublished: true } });
    const postId = created.body.data.id;
    const before = (await api.call('GET', '/api/Notifications/UnreadCount', { token: lender })).body.data.count;

    await api.call('POST', `/api/loan-posts/${postId}/likes`, { token: lender });
    await api.call('POST', `/api/loan-posts/${postId}/comments`, { token: lender, body: { content: 'Bumping my own post' } });
    expect((await api.call('GET', '/api/Notifications/UnreadCount', { token: lender })).body.data.count).toBe(before);

    await api.call('POST', `/api/loan-posts/${postId}/likes`, { token: officer });
    await api.call('POST', `/api/loan-posts/${postId}/comments`, { token: officer, body: { content: 'Try our DSCR 1.0 program' } });
    const list = await api.call('GET', '/api/Notifications?limit=2', { token: lender });
    expect(list.body.data.map((item: { kind: string; title: string }) => [item.kind, item.title])).toEqual([
      ['post_comment', 'Oliver Ortega commented on your post'],
      ['post_like', 'Oliver Ortega liked your post'],
    ]);
    expect(list.body.data[0].body).toContain('Try our DSCR 1.0 program');
    expect((await api.call('GET', '/api/Notifications/UnreadCount', { token: lender })).body.data.count).toBe(before + 2);
    expect(lenderId).toBe(list.body.data[0].userId);

    // Unliking and liking again is not news: the author is told of a like once.
    await api.call('POST', `/api/loan-posts/${postId}/likes`, { token: officer });
    const again = await api.call('POST', `/api/loan-posts/${postId}/likes`, { token: officer });
    expect(again.body.data.liked).toBe(true);
    expect((await api.call('GET', '/api/Notifications/UnreadCount', { token: lender })).body.data.count).toBe(before + 2);
  });

  it('list newest first with keyset pages and an unread filter; mark one and all read', async () => {
    const page1 = await api.call('GET', '/api/Notifications?limit=2', { token: officer });
    expect(page1.body.data).toHaveLength(2);
    expect(page1.body.data[0].id).toBeGreaterThan(page1.body.data[1].id);
    const page2 = await api.call('GET', `/api/Notifications?limit=2&beforeId=${page1.body.data[1].id}`, { token: officer });
    expect(page2.body.data.every((item: { id: number }) => item.id < page1.body.data[1].id)).toBe(true);

    const unread = await api.call('GET', '/api/Notifications?unreadOnly=true', { token: officer });
    expect(unread.body.data.length).toBeGreaterThan(0);
    expect(unread.body.data.every((item: { isRead: boolean }) => !item.isRead)).toBe(true);

    const one = await api.call('POST', `/api/Notifications/${unread.body.data[0].id}/MarkRead`, { token: officer });
    expect(one.body.data).toMatchObject({ isRead: true, readAt: expect.any(String) });
    const all = await api.call('POST', '/api/Notifications/MarkAllRead', { token: officer });
    expect(all.body.data.length).toBe(unread.body.data.length - 1);
    expect((await api.call('GET', '/api/Notifications/UnreadCount', { token: officer })).body.data.count).toBe(0);
  });

  it("keeps notifications private: another user's is 404", async () => {
    const mine = await api.call('GET', '/api/Notifications?limit=1', { token: officer });
    const id = mine.body.data[0].id;
    expect((await api.call('POST', `/api/Notifications/${id}/MarkRead`, { token: lender })).status).toBe(404);
    expect((await api.call('GET', `/api/Notifications/GetByIds?ids=${id}`, { token: lender })).body.data).toEqual([]);
    expect((await api.call('GET', '/api/Notifications')).status).toBe(401);
  });
});
