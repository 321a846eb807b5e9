import { describe, expect, it } from 'vitest';
import { calendarEventBody } from '../src/calendar/testing/fixtures.ts';
import { useTestApi } from './helpers/test-api.ts';

/** Each user's own calendar (beyond the spec: the growth calendar's events are kept). */
const { api, admin, officer, lender } = useTestApi();

describe('calendar events', () => {
  it('creates, lists by range, updates and deletes your own events', async () => {
    const created = await api.call('POST', '/api/Calendar/CreateEvent', { token: officer.token, body: calendarEventBody() });
    expect(created.status).toBe(200);
    expect(created.body.responseMsg).toBe('Event created successfully');
    expect(created.body.data).toMatchObject({
      id: expect.any(Number),
      date: '2031-03-14',
      startTime: '09:00',
      endTime: '09:45',
      type: 'appointment',
      category: 'Work',
      priority: 'high',
      attendees: ['borrower@example.com'],
    });
    const id = created.body.data.id;

    const march = await api.call('GET', '/api/Calendar/GetEvents?from=2031-03-01&to=2031-03-31', { token: officer.token });
    expect(march.body.data.map((item: { id: number }) => item.id)).toEqual([id]);
    const april = await api.call('GET', '/api/Calendar/GetEvents?from=2031-04-01&to=2031-04-30', { token: officer.token });
    expect(april.body.data).toEqual([]);

    const updated = await api.call('PUT', `/api/Calendar/UpdateEvent/${id}`, {
      token: officer.token,
      body: calendarEventBody({ title: 'Moved call', date: '2031-03-15', category: 'Personal', location: '' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ title: 'Moved call', date: '2031-03-15', category: 'Personal', location: null });

    const deleted = await api.call('DELETE', `/api/Calendar/DeleteEvent/${id}`, { token: officer.token });
    expect(deleted.body).toMatchObject({ responseMsg: 'Event deleted successfully', data: { id } });
    expect((await api.call('DELETE', `/api/Calendar/DeleteEvent/${id}`, { token: officer.token })).status).toBe(404);
  });

  it("keeps each user's calendar private: others get 404 and see nothing", async () => {
    const created = await api.call('POST', '/api/Calendar/CreateEvent', {
      token: officer.token,
      body: calendarEventBody({ date: '2031-05-02' }),
    });
    const id = created.body.data.id;
    for (const { token } of [lender, admin]) {
      expect((await api.call('PUT', `/api/Calendar/UpdateEvent/${id}`, { token, body: calendarEventBody() })).status).toBe(404);
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
    const { status, body } = await api.call('POST', '/api/Calendar/CreateEvent', {
      token: officer.token,
      body: calendarEventBody(override),
    });
    expect(status).toBe(400);
    expect(body.data.errors[field]).toBe(message);
  });

  it('needs a valid range and a token', async () => {
    expect((await api.call('GET', '/api/Calendar/GetEvents?from=2031-03-31&to=2031-03-01', { token: officer.token })).status).toBe(400);
    expect((await api.call('GET', '/api/Calendar/GetEvents?from=2031-03-01', { token: officer.token })).status).toBe(400);
    expect((await api.call('GET', '/api/Calendar/GetEvents?from=2031-03-01&to=2031-03-31')).status).toBe(401);
  });

  it('offers the four calendars', async () => {
    const { body } = await api.call('GET', '/api/Calendar/Categories', { token: lender.token });
    expect(body.data.map((category: { name: string }) => category.name)).toEqual(['Personal', 'Work', 'Family', 'Health']);
  });
});
