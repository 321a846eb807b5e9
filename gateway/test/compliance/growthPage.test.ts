// What the Growth page reads besides the CRM and property services: the Compliance tab's cards and
// the calendar's categories, plus the appointment rule the calendar dialog relies on.
import { describe, expect, it } from 'vitest';
import { useStack } from '../harness/signedIn.ts';
import { codesOf } from '../harness/stack.ts';

const stack = useStack();

describe('complianceCards', () => {
  const QUERY = `{ complianceCards { number title text entryId } }`;

  it('lists the 10 numbered cards for any signed-in user', async () => {
    const response = await stack.gql<{ complianceCards: { number: number; title: string; text: string; entryId: string }[] }>(
      QUERY,
      {},
      stack.officer,
    );
    expect(response.errors).toBeUndefined();
    const cards = response.data!.complianceCards;
    expect(cards.map((card) => card.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(cards[1]).toMatchObject({
      title: 'Send the Loan Estimate within 3 business days of a complete application',
      entryId: 'compliance-loan-estimate',
    });
  });

  it('gives the same text the assistant answers with', async () => {
    const cards = (await stack.gql<{ complianceCards: { text: string; entryId: string }[] }>(QUERY, {}, stack.officer)).data!
      .complianceCards;
    const asked = await stack.gql<{ askAssistant: { reply: { text: string } } }>(
      `mutation ($input: AskAssistantInput!) { askAssistant(input: $input) { reply { text } } }`,
      { input: { message: 'How long must I keep advertising records?' } },
      stack.officer,
    );
    expect(asked.data!.askAssistant.reply.text).toContain(cards.find((card) => card.entryId === 'compliance-advertising-records')!.text);
  });

  it('is refused without a token', async () => {
    expect(codesOf(await stack.gql(QUERY))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('calendarCategories', () => {
  it('lists Personal, Work, Family and Health with their colours, all checked', async () => {
    const response = await stack.gql<{ calendarCategories: unknown[] }>(
      `{ calendarCategories { category name color checked } }`,
      {},
      stack.officer,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.calendarCategories).toEqual([
      { category: 'PERSONAL', name: 'Personal', color: expect.stringMatching(/^#[0-9A-F]{6}$/i), checked: true },
      { category: 'WORK', name: 'Work', color: expect.stringMatching(/^#[0-9A-F]{6}$/i), checked: true },
      { category: 'FAMILY', name: 'Family', color: expect.stringMatching(/^#[0-9A-F]{6}$/i), checked: true },
      { category: 'HEALTH', name: 'Health', color: expect.stringMatching(/^#[0-9A-F]{6}$/i), checked: true },
    ]);
  });
});

describe('calendar mutations', () => {
  it('say what they did, as the API words it', async () => {
    const created = await stack.gql<{ createCalendarEvent: { message: string; event: { id: string } } }>(
      `mutation ($input: CreateCalendarEventInput!) { createCalendarEvent(input: $input) { message event { id } } }`,
      { input: { title: 'Open house', date: '2031-04-05', startTime: '10:00', endTime: '12:00', type: 'APPOINTMENT', priority: 'LOW' } },
      stack.officer,
    );
    const eventId = created.data!.createCalendarEvent.event.id;
    expect(created.data!.createCalendarEvent.message).toBe('Event created successfully');
    const updated = await stack.gql<{ updateCalendarEvent: { message: string } }>(
      `mutation ($input: UpdateCalendarEventInput!) { updateCalendarEvent(input: $input) { message } }`,
      {
        input: {
          eventId,
          title: 'Open house (moved)',
          date: '2031-04-06',
          startTime: '10:00',
          endTime: '12:00',
          type: 'APPOINTMENT',
          priority: 'LOW',
        },
      },
      stack.officer,
    );
    expect(updated.data!.updateCalendarEvent.message).toBe('Event updated successfully');
    const deleted = await stack.gql<{ deleteCalendarEvent: { message: string; deletedEventId: string } }>(
      `mutation ($input: DeleteCalendarEventInput!) { deleteCalendarEvent(input: $input) { message deletedEventId } }`,
      { input: { eventId } },
      stack.officer,
    );
    expect(deleted.data!.deleteCalendarEvent).toEqual({ message: 'Event deleted successfully', deletedEventId: eventId });
  });

  it('refuses an end time before the start time with the message on endTime', async () => {
    const response = await stack.gql(
      `mutation ($input: CreateCalendarEventInput!) { createCalendarEvent(input: $input) { event { id } } }`,
      { input: { title: 'Rate lock review', date: '2031-03-04', startTime: '14:00', endTime: '13:30', type: 'MEETING', priority: 'HIGH' } },
      stack.officer,
    );
    expect(codesOf(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0]!.extensions!['fields']).toEqual({ endTime: 'End time must be after start time' });
  });
});
