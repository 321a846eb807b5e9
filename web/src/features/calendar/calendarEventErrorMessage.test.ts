import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../shared/relay/graphqlError';
import { createEventErrorMessage, deleteEventErrorMessage, updateEventErrorMessage } from './calendarEventErrorMessage';

describe('calendar failure messages', () => {
  it('show the server’s message when it refused', () => {
    const refused = new GraphQLRequestError([
      {
        message: 'End time must be after start time',
        extensions: { code: 'BAD_USER_INPUT', fields: { endTime: 'End time must be after start time' } },
      },
    ]);
    expect(createEventErrorMessage(refused)).toBe('End time must be after start time');
    expect(updateEventErrorMessage(refused)).toBe('End time must be after start time');
  });

  it('fall back to the action’s own text without an answer', () => {
    expect(createEventErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to create event');
    expect(updateEventErrorMessage(null)).toBe('Failed to update event');
    expect(
      deleteEventErrorMessage(
        new GraphQLRequestError([{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]),
      ),
    ).toBe('Failed to delete event');
  });
});
