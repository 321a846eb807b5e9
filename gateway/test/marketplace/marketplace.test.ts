import { describe, expect, it } from 'vitest';
import { codesOf, fieldsOf } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const EVENT_FIELDS =
  'id internalId sessionLabel title date startTime endTime timeZone startsAt endsAt host company trainingType description joinUrl attendeeCount viewerIsRegistered';
const CREATE = `mutation ($input: CreateMarketplaceEventInput!) { createMarketplaceEvent(input: $input) { message eventEdge { cursor node { ${EVENT_FIELDS} } } } }`;
const REGISTER = `mutation ($input: MarketplaceEventRegistrationInput!) { registerForMarketplaceEvent(input: $input) { message event { id attendeeCount viewerIsRegistered joinUrl } } }`;
const CANCEL = `mutation ($input: MarketplaceEventRegistrationInput!) { cancelMarketplaceEventRegistration(input: $input) { message event { id attendeeCount viewerIsRegistered joinUrl } } }`;

const input = (overrides: Record<string, unknown> = {}) => ({
  sessionLabel: 'Session 8',
  title: 'Jumbo Loans Deep Dive',
  date: '2033-05-10',
  startTime: '09:30',
  endTime: '10:30',
  timeZone: 'America/Chicago',
  host: 'Ravi Patel',
  company: 'LendHub',
  trainingType: 'Product Training',
  description: 'Reserves, DTI and appraisal rules of jumbo programmes.',
  joinUrl: 'https://zoom.us/j/987',
  ...overrides,
});

async function createEvent(overrides: Record<string, unknown> = {}) {
  const created = await stack.gql<{ createMarketplaceEvent: any }>(CREATE, { input: input(overrides) }, stack.admin);
  expect(created.errors).toBeUndefined();
  return created.data!.createMarketplaceEvent.eventEdge.node as { id: string; internalId: number };
}

describe('marketplace events', () => {
  it('an Admin creates an event; it lists in date order with its real start instant', async () => {
    const created = await stack.gql<{ createMarketplaceEvent: any }>(CREATE, { input: input() }, stack.admin);
    expect(created.data!.createMarketplaceEvent).toMatchObject({
      message: 'Event created successfully',
      eventEdge: {
        node: {
          title: 'Jumbo Loans Deep Dive',
          startsAt: '2033-05-10T14:30:00.000Z',
          attendeeCount: 0,
          viewerIsRegistered: false,
          joinUrl: 'https://zoom.us/j/987',
        },
      },
    });
    const later = await createEvent({ date: '2033-05-11', title: 'Later one' });
    const list = await stack.gql<{ marketplaceEvents: any }>(
      `{ marketplaceEvents { totalCount edges { node { id startsAt joinUrl } } } }`,
      {},
      stack.officer,
    );
    const nodes = list.data!.marketplaceEvents.edges.map((edge: any) => edge.node);
    const starts = nodes.map((node: any) => node.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(nodes.map((node: any) => node.id)).toContain(later.id);
    // The join link is only for registered people.
    expect(nodes.find((node: any) => node.id === later.id).joinUrl).toBeNull();
  });

  it('refuses event management to everyone but Admins before calling the API, and says why per field', async () => {
    const event = await createEvent();
    for (const session of [stack.officer, stack.lender]) {
      stack.upstream.reset();
      const refused = await stack.gql(CREATE, { input: input() }, session);
      expect(codesOf(refused)).toEqual(['FORBIDDEN']);
      expect(
        codesOf(
          await stack.gql(
            `mutation ($input: DeleteMarketplaceEventInput!) { deleteMarketplaceEvent(input: $input) { deletedEventId } }`,
            { input: { eventId: event.id } },
            session,
          ),
        ),
      ).toEqual(['FORBIDDEN']);
      expect(stack.upstream.requests).toEqual([]);
    }
    const bad = await stack.gql(CREATE, { input: input({ title: '', timeZone: 'Europe/Nowhere' }) }, stack.admin);
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(bad)).toMatchObject({ title: 'Please enter event title', timeZone: 'Please select timezone' });
    expect(fieldsOf(await stack.gql(CREATE, { input: input({ endTime: '08:00' }) }, stack.admin))).toEqual({
      endTime: 'End time must be after start time',
    });
    expect(codesOf(await stack.gql(`{ marketplaceEvents { totalCount } }`))).toEqual(['UNAUTHENTICATED']);
  });

  it('a loan officer registers and cancels; the count is real and the event is in their calendar meanwhile', async () => {
    const event = await createEvent({ date: '2033-06-01', title: 'Calendar check' });
    const registered = await stack.gql<{ registerForMarketplaceEvent: any }>(REGISTER, { input: { eventId: event.id } }, stack.officer);
    expect(registered.data!.registerForMarketplaceEvent).toEqual({
      message: 'You are registered for Calendar check',
      event: { id: event.id, attendeeCount: 1, viewerIsRegistered: true, joinUrl: 'https://zoom.us/j/987' },
    });
    const calendar = `{ calendarEvents(from: "2033-06-01", to: "2033-06-01") { edges { node { title startTime } } } }`;
    expect((await stack.gql<{ calendarEvents: any }>(calendar, {}, stack.officer)).data!.calendarEvents.edges).toEqual([
      { node: { title: 'Calendar check', startTime: '09:30' } },
    ]);
    const byLender = await stack.gql<{ registerForMarketplaceEvent: any }>(REGISTER, { input: { eventId: event.id } }, stack.lender);
    expect(byLender.data!.registerForMarketplaceEvent.event.attendeeCount).toBe(2);

    const cancelled = await stack.gql<{ cancelMarketplaceEventRegistration: any }>(CANCEL, { input: { eventId: event.id } }, stack.officer);
    expect(cancelled.data!.cancelMarketplaceEventRegistration).toEqual({
      message: 'Your registration was cancelled',
      event: { id: event.id, attendeeCount: 1, viewerIsRegistered: false, joinUrl: null },
    });
    expect((await stack.gql<{ calendarEvents: any }>(calendar, {}, stack.officer)).data!.calendarEvents.edges).toEqual([]);
  });

  it('opens an event by id, the next upcoming one without an id, and null for an unknown id', async () => {
    const event = await createEvent({ date: '2033-07-04' });
    const one = await stack.gql<{ marketplaceEvent: any }>(
      `query ($id: Int) { marketplaceEvent(internalId: $id) { id } }`,
      { id: event.internalId },
      stack.lender,
    );
    expect(one.data!.marketplaceEvent).toEqual({ id: event.id });
    const list = await stack.gql<{ marketplaceEvents: any }>(`{ marketplaceEvents(first: 1) { edges { node { id } } } }`, {}, stack.lender);
    const next = await stack.gql<{ marketplaceEvent: any }>(`{ marketplaceEvent { id } }`, {}, stack.lender);
    expect(next.data!.marketplaceEvent).toEqual(list.data!.marketplaceEvents.edges[0].node);
    const unknown = await stack.gql<{ marketplaceEvent: any }>(`{ marketplaceEvent(internalId: 987654) { id } }`, {}, stack.lender);
    expect(unknown).toMatchObject({ data: { marketplaceEvent: null } });
  });

  it('edits and deletes (Admin) with the API messages; the list costs one upstream call whatever its size', async () => {
    const event = await createEvent({ date: '2033-08-08' });
    const updated = await stack.gql<{ updateMarketplaceEvent: any }>(
      `mutation ($input: UpdateMarketplaceEventInput!) { updateMarketplaceEvent(input: $input) { message event { id title timeZone startsAt } } }`,
      { input: { ...input({ date: '2033-08-08', title: 'Renamed', timeZone: 'America/New_York' }), eventId: event.id } },
      stack.admin,
    );
    expect(updated.data!.updateMarketplaceEvent).toEqual({
      message: 'Event updated successfully',
      event: { id: event.id, title: 'Renamed', timeZone: 'America/New_York', startsAt: '2033-08-08T13:30:00.000Z' },
    });

    stack.upstream.reset();
    await stack.gql(`{ marketplaceEvents(first: 100) { edges { node { ${EVENT_FIELDS} } } } }`, {}, stack.officer);
    expect(stack.upstream.requests.map((request) => request.url.split('?')[0])).toEqual(['/api/MarketplaceEvents']);

    const deleted = await stack.gql<{ deleteMarketplaceEvent: any }>(
      `mutation ($input: DeleteMarketplaceEventInput!) { deleteMarketplaceEvent(input: $input) { message deletedEventId } }`,
      { input: { eventId: event.id } },
      stack.admin,
    );
    expect(deleted.data!.deleteMarketplaceEvent).toEqual({ message: 'Event deleted successfully', deletedEventId: event.id });
  });

  it('tells the viewer whether they may manage events and videos', async () => {
    const can = `{ viewer { can { createMarketplaceEvent addTrainingVideo } } }`;
    expect((await stack.gql<{ viewer: any }>(can, {}, stack.admin)).data!.viewer.can).toEqual({
      createMarketplaceEvent: true,
      addTrainingVideo: true,
    });
    expect((await stack.gql<{ viewer: any }>(can, {}, stack.officer)).data!.viewer.can).toEqual({
      createMarketplaceEvent: false,
      addTrainingVideo: false,
    });
  });
});

describe('training videos', () => {
  const ADD = `mutation ($input: AddTrainingVideoInput!) { addTrainingVideo(input: $input) { message videoEdge { node { id section title videoUrl company } } } }`;

  it('an Admin adds and removes a link; each section lists its own; others may not', async () => {
    const added = await stack.gql<{ addTrainingVideo: any }>(
      ADD,
      { input: { section: 'VENDORS', title: 'Credit reissue', videoUrl: 'https://videos.example.com/reissue', company: 'Credit Co' } },
      stack.admin,
    );
    expect(added.data!.addTrainingVideo).toMatchObject({
      message: 'Video added successfully',
      videoEdge: { node: { section: 'VENDORS', title: 'Credit reissue' } },
    });
    const id = added.data!.addTrainingVideo.videoEdge.node.id;
    const vendors = await stack.gql<{ trainingVideos: any }>(
      `{ trainingVideos(section: VENDORS) { edges { node { id section } } } }`,
      {},
      stack.officer,
    );
    expect(vendors.data!.trainingVideos.edges.map((edge: any) => edge.node.id)).toContain(id);
    expect(vendors.data!.trainingVideos.edges.every((edge: any) => edge.node.section === 'VENDORS')).toBe(true);

    expect(
      codesOf(await stack.gql(ADD, { input: { section: 'LENDERS', title: 'x', videoUrl: 'https://a.b/c', company: 'c' } }, stack.officer)),
    ).toEqual(['FORBIDDEN']);
    const bad = await stack.gql(ADD, { input: { section: 'LENDERS', title: 'x', videoUrl: 'not a link', company: 'c' } }, stack.admin);
    expect(fieldsOf(bad)).toMatchObject({ videoUrl: 'Please enter a valid video link (https://…)' });

    const removed = await stack.gql<{ removeTrainingVideo: any }>(
      `mutation ($input: RemoveTrainingVideoInput!) { removeTrainingVideo(input: $input) { message deletedVideoId } }`,
      { input: { videoId: id } },
      stack.admin,
    );
    expect(removed.data!.removeTrainingVideo).toEqual({ message: 'Video removed successfully', deletedVideoId: id });
  });
});
