import { describe, expect, it } from 'vitest';
import { useTestApi } from './helpers/test-api.ts';

/** Marketplace events (Admin manages, anyone signed in registers) and training videos. */
const { api, admin, officer, lender } = useTestApi();

const event = (overrides: Record<string, unknown> = {}) => ({
  sessionLabel: 'Session 9',
  title: 'Reverse Mortgages 101',
  date: '2031-03-14',
  startTime: '10:00',
  endTime: '11:30',
  timeZone: 'America/New_York',
  host: 'Dana Fox',
  company: 'LendHub',
  trainingType: 'Product Training',
  description: 'HECM basics for loan officers.',
  joinUrl: 'https://zoom.us/j/123',
  ...overrides,
});

type EventData = {
  id: number;
  title: string;
  attendeeCount: number;
  registered: boolean;
  joinUrl: string | null;
  startsAt: string;
  endsAt: string;
};

async function create(overrides: Record<string, unknown> = {}): Promise<EventData> {
  const created = await api.call<EventData>('POST', '/api/MarketplaceEvents', { token: admin.token, body: event(overrides) });
  expect(created.status).toBe(201);
  return created.body.data;
}

describe('marketplace events', () => {
  it('an Admin creates, edits and deletes an event; its start is the wall clock in its time zone', async () => {
    const created = await api.call<EventData>('POST', '/api/MarketplaceEvents', { token: admin.token, body: event() });
    expect(created.body.responseMsg).toBe('Event created successfully');
    // 10:00 in New York on 14 March 2031 is daylight time (UTC-4).
    expect(created.body.data).toMatchObject({
      startsAt: '2031-03-14T14:00:00.000Z',
      endsAt: '2031-03-14T15:30:00.000Z',
      attendeeCount: 0,
      registered: false,
      joinUrl: 'https://zoom.us/j/123',
    });
    const id = created.body.data.id;

    const updated = await api.call<EventData>('PUT', `/api/MarketplaceEvents/${id}`, {
      token: admin.token,
      body: event({ title: 'Reverse Mortgages 201', timeZone: 'America/Los_Angeles', joinUrl: '' }),
    });
    expect(updated.body).toMatchObject({
      responseMsg: 'Event updated successfully',
      data: { title: 'Reverse Mortgages 201', startsAt: '2031-03-14T17:00:00.000Z', joinUrl: null },
    });

    const deleted = await api.call('DELETE', `/api/MarketplaceEvents/${id}`, { token: admin.token });
    expect(deleted.body).toMatchObject({ responseMsg: 'Event deleted successfully', data: { id } });
    expect((await api.call('DELETE', `/api/MarketplaceEvents/${id}`, { token: admin.token })).status).toBe(404);
    expect((await api.call('PUT', `/api/MarketplaceEvents/${id}`, { token: admin.token, body: event() })).status).toBe(404);
  });

  it('refuses the managing routes to everyone but an Admin, whatever the gateway did', async () => {
    const { id } = await create();
    for (const { token } of [officer, lender]) {
      expect((await api.call('POST', '/api/MarketplaceEvents', { token, body: event() })).status).toBe(403);
      expect((await api.call('PUT', `/api/MarketplaceEvents/${id}`, { token, body: event() })).status).toBe(403);
      expect((await api.call('DELETE', `/api/MarketplaceEvents/${id}`, { token })).status).toBe(403);
    }
    expect((await api.call('GET', '/api/MarketplaceEvents')).status).toBe(401);
    expect((await api.call('POST', `/api/MarketplaceEvents/${id}/Registration`)).status).toBe(401);
  });

  it.each([
    [{ sessionLabel: '' }, 'sessionLabel', 'Please enter session label'],
    [{ title: '  ' }, 'title', 'Please enter event title'],
    [{ date: '2031-02-30' }, 'date', 'Please select date'],
    [{ startTime: '25:00' }, 'startTime', 'Please select start time'],
    [{ endTime: '09:00' }, 'endTime', 'End time must be after start time'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'Please select timezone'],
    [{ host: undefined }, 'host', 'Please enter host'],
    [{ company: '' }, 'company', 'Please enter company'],
    [{ trainingType: '' }, 'trainingType', 'Please enter training type'],
    [{ description: '<script>x</script>' }, 'description', 'HTML is not allowed in this field'],
    [{ joinUrl: 'javascript:alert(1)' }, 'joinUrl', 'Please enter a valid link (https://…)'],
  ])('refuses %j with the field message and writes nothing', async (overrides, field, message) => {
    const before = (await api.call<EventData[]>('GET', '/api/MarketplaceEvents', { token: admin.token })).body.data.length;
    const refused = await api.call('POST', '/api/MarketplaceEvents', { token: admin.token, body: event(overrides) });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors[field]).toBe(message);
    expect((await api.call<EventData[]>('GET', '/api/MarketplaceEvents', { token: admin.token })).body.data.length).toBe(before);
  });

  it('lists upcoming events soonest first and past ones apart, most recent first; Next is the soonest', async () => {
    const later = await create({ title: 'Later', date: '2099-06-02' });
    const sooner = await create({ title: 'Sooner', date: '2099-06-01' });
    const old = await create({ title: 'Old', date: '2001-01-01' });
    const upcoming = (await api.call<EventData[]>('GET', '/api/MarketplaceEvents', { token: officer.token })).body.data.map((e) => e.id);
    expect(upcoming.indexOf(sooner.id)).toBeLessThan(upcoming.indexOf(later.id));
    expect(upcoming).not.toContain(old.id);
    const starts = (await api.call<EventData[]>('GET', '/api/MarketplaceEvents', { token: officer.token })).body.data.map(
      (e) => e.startsAt,
    );
    expect([...starts].sort()).toEqual(starts);
    const past = (await api.call<EventData[]>('GET', '/api/MarketplaceEvents?when=past', { token: officer.token })).body.data;
    expect(past.map((e) => e.id)).toContain(old.id);
    expect(past.every((e) => Date.parse(e.endsAt) <= Date.now())).toBe(true);
    const next = await api.call<EventData>('GET', '/api/MarketplaceEvents/Next', { token: officer.token });
    expect(next.body.data.id).toBe(upcoming[0]);
    expect((await api.call('GET', '/api/MarketplaceEvents?when=someday', { token: officer.token })).status).toBe(400);
  });

  it('any signed-in user registers and cancels; the count is real and the event enters and leaves their calendar', async () => {
    const { id } = await create({ date: '2031-04-08', title: 'Registration check' });
    const calendar = async (token: string) =>
      (
        await api.call<Array<{ title: string; startTime: string }>>('GET', '/api/Calendar/GetEvents?from=2031-04-01&to=2031-04-30', {
          token,
        })
      ).body.data;

    const registered = await api.call<EventData>('POST', `/api/MarketplaceEvents/${id}/Registration`, { token: officer.token });
    expect(registered.body).toMatchObject({
      responseMsg: 'You are registered for Registration check',
      data: { attendeeCount: 1, registered: true, joinUrl: 'https://zoom.us/j/123' },
    });
    // Registering twice counts once.
    expect(
      (await api.call<EventData>('POST', `/api/MarketplaceEvents/${id}/Registration`, { token: officer.token })).body.data.attendeeCount,
    ).toBe(1);
    const byLender = await api.call<EventData>('POST', `/api/MarketplaceEvents/${id}/Registration`, { token: lender.token });
    expect(byLender.body.data.attendeeCount).toBe(2);
    expect(await calendar(officer.token)).toMatchObject([{ title: 'Registration check', startTime: '10:00' }]);

    // The join link is for registered people (and Admins) only.
    const [asAdmin] = (await api.call<EventData[]>('GET', `/api/MarketplaceEvents/GetByIds?ids=${id}`, { token: admin.token })).body.data;
    expect(asAdmin).toMatchObject({ registered: false, attendeeCount: 2, joinUrl: 'https://zoom.us/j/123' });

    // An edit moves the calendar copies with it.
    await api.call('PUT', `/api/MarketplaceEvents/${id}`, {
      token: admin.token,
      body: event({ date: '2031-04-09', startTime: '15:00', endTime: '16:00', title: 'Registration check moved' }),
    });
    expect(await calendar(officer.token)).toMatchObject([{ title: 'Registration check moved', startTime: '15:00' }]);

    const cancelled = await api.call<EventData>('DELETE', `/api/MarketplaceEvents/${id}/Registration`, { token: officer.token });
    expect(cancelled.body).toMatchObject({
      responseMsg: 'Your registration was cancelled',
      data: { attendeeCount: 1, registered: false, joinUrl: null },
    });
    expect(await calendar(officer.token)).toEqual([]);
    expect(await calendar(lender.token)).toHaveLength(1);

    // Deleting the event takes the remaining copies away.
    await api.call('DELETE', `/api/MarketplaceEvents/${id}`, { token: admin.token });
    expect(await calendar(lender.token)).toEqual([]);
  });

  it('counts concurrent registrations of many users exactly and refuses past events and unknown ids', async () => {
    const { id } = await create({ date: '2032-01-10' });
    const answers = await Promise.all(
      [officer, lender, admin, officer, lender].map(({ token }) =>
        api.call<EventData>('POST', `/api/MarketplaceEvents/${id}/Registration`, { token }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const [after] = (await api.call<EventData[]>('GET', `/api/MarketplaceEvents/GetByIds?ids=${id}`, { token: officer.token })).body.data;
    expect(after!.attendeeCount).toBe(3);

    const old = await create({ date: '2002-05-05' });
    const refused = await api.call('POST', `/api/MarketplaceEvents/${old.id}/Registration`, { token: officer.token });
    expect(refused).toMatchObject({ status: 400, body: { responseMsg: 'This event has already taken place' } });
    for (const path of ['/api/MarketplaceEvents/999999/Registration', '/api/MarketplaceEvents/abc/Registration']) {
      expect((await api.call('POST', path, { token: officer.token })).body).toMatchObject({ status: 404, responseMsg: 'Event not found' });
    }
  });
});

describe('training videos', () => {
  const video = (overrides: Record<string, unknown> = {}) => ({
    section: 'lenders',
    title: 'Pricing walkthrough',
    videoUrl: 'https://videos.example.com/pricing',
    company: 'REMN Wholesale',
    description: 'Twelve minutes',
    ...overrides,
  });

  it('an Admin adds and removes video links; everyone signed in lists them by section', async () => {
    const added = await api.call<{ id: number }>('POST', '/api/TrainingVideos', { token: admin.token, body: video() });
    expect(added).toMatchObject({
      status: 201,
      body: { responseMsg: 'Video added successfully', data: { section: 'lenders', videoUrl: 'https://videos.example.com/pricing' } },
    });
    const listed = (await api.call<Array<{ id: number; section: string }>>('GET', '/api/TrainingVideos', { token: lender.token })).body
      .data;
    expect(listed.find((item) => item.id === added.body.data.id)?.section).toBe('lenders');
    const sections = listed.map((item) => item.section);
    expect(sections.lastIndexOf('vendors')).toBeLessThan(sections.indexOf('lenders'));

    const removed = await api.call('DELETE', `/api/TrainingVideos/${added.body.data.id}`, { token: admin.token });
    expect(removed.body).toMatchObject({ responseMsg: 'Video removed successfully' });
    expect((await api.call('DELETE', `/api/TrainingVideos/${added.body.data.id}`, { token: admin.token })).body).toMatchObject({
      status: 404,
      responseMsg: 'Video not found',
    });
  });

  it('refuses others and bad links', async () => {
    for (const { token } of [officer, lender]) {
      expect((await api.call('POST', '/api/TrainingVideos', { token, body: video() })).status).toBe(403);
      expect((await api.call('DELETE', '/api/TrainingVideos/1', { token })).status).toBe(403);
    }
    const bad = await api.call('POST', '/api/TrainingVideos', {
      token: admin.token,
      body: video({ videoUrl: 'ftp://x.y/z', section: 'borrowers' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toMatchObject({
      videoUrl: 'Please enter a valid video link (https://…)',
      section: 'Please select a section',
    });
  });
});
