import { describe, expect, it } from 'vitest';
import { codesOf, fieldsOf } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

describe('calendar', () => {
  const CREATE = `mutation ($input: CreateCalendarEventInput!) { createCalendarEvent(input: $input) { eventEdge { node { id title date startTime endTime type category priority attendees } } } }`;
  const LIST = `query ($from: String!, $to: String!) { calendarEvents(from: $from, to: $to) { totalCount edges { node { id title date } } } }`;

  it('creates, lists, updates and deletes the viewer’s events', async () => {
    const created = await stack.gql<{ createCalendarEvent: any }>(
      CREATE,
      {
        input: {
          title: 'Closing table',
          date: '2032-07-09',
          startTime: '15:00',
          endTime: '16:00',
          type: 'MEETING',
          category: 'WORK',
          priority: 'HIGH',
          attendees: ['title@escrow.example'],
        },
      },
      stack.lender,
    );
    expect(created.errors).toBeUndefined();
    const event = created.data!.createCalendarEvent.eventEdge.node;
    expect(event).toMatchObject({
      title: 'Closing table',
      date: '2032-07-09',
      type: 'MEETING',
      category: 'WORK',
      priority: 'HIGH',
      attendees: ['title@escrow.example'],
    });

    const july = await stack.gql<{ calendarEvents: any }>(LIST, { from: '2032-07-01', to: '2032-07-31' }, stack.lender);
    expect(july.data!.calendarEvents).toEqual({
      totalCount: 1,
      edges: [{ node: { id: event.id, title: 'Closing table', date: '2032-07-09' } }],
    });
    const othersView = await stack.gql<{ calendarEvents: any; node: any }>(
      `query ($id: ID!) { calendarEvents(from: "2032-07-01", to: "2032-07-31") { totalCount } node(id: $id) { id } }`,
      { id: event.id },
      stack.officer,
    );
    expect(othersView.data).toEqual({ calendarEvents: { totalCount: 0 }, node: null });

    const updated = await stack.gql<{ updateCalendarEvent: any }>(
      `mutation ($input: UpdateCalendarEventInput!) { updateCalendarEvent(input: $input) { event { id title category } } }`,
      {
        input: {
          eventId: event.id,
          title: 'Closing moved',
          date: '2032-07-10',
          startTime: '09:00',
          endTime: '10:00',
          type: 'MEETING',
          category: 'FAMILY',
          priority: 'LOW',
        },
      },
      stack.lender,
    );
    expect(updated.data!.updateCalendarEvent.event).toEqual({ id: event.id, title: 'Closing moved', category: 'FAMILY' });
    const deleted = await stack.gql<{ deleteCalendarEvent: any }>(
      `mutation ($input: DeleteCalendarEventInput!) { deleteCalendarEvent(input: $input) { deletedEventId } }`,
      { input: { eventId: event.id } },
      stack.lender,
    );
    expect(deleted.data!.deleteCalendarEvent.deletedEventId).toBe(event.id);
  });

  it('answers the appointment form messages per field', async () => {
    const result = await stack.gql(CREATE, { input: { title: '', date: '', startTime: '10:00', endTime: '09:00' } }, stack.officer);
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(result)).toMatchObject({
      title: 'Please enter appointment title',
      date: 'Please select date',
      type: 'Please select category',
      priority: 'Please select priority',
    });
    expect(codesOf(await stack.gql(CREATE, { input: { title: 'x', date: '2032-01-01', startTime: '09:00', endTime: '10:00' } }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });
});
