import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../shared/relay/graphqlError';
import { createTicketErrorMessage } from './createTicketErrorMessage';

describe('ticket creation failure text (spec §8)', () => {
  it("shows the server's message when the server answered", () => {
    expect(createTicketErrorMessage(new GraphQLRequestError([{ message: 'Please enter ticket title' }]))).toBe('Please enter ticket title');
  });
  it("shows 'Failed to create ticket' on a network error or an empty answer", () => {
    expect(createTicketErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to create ticket');
    expect(createTicketErrorMessage(new GraphQLRequestError([], 'Request failed with status 502'))).toBe('Failed to create ticket');
  });
});
