import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../shared/relay/graphqlError';
import { createPostErrorMessage } from './createPostErrorMessage';

describe('createPostErrorMessage', () => {
  it("shows the server's message for a refused input or role", () => {
    const badInput = new GraphQLRequestError([
      { message: 'Minimum 5 characters', extensions: { code: 'BAD_USER_INPUT', fields: { title: 'Minimum 5 characters' } } },
    ]);
    expect(createPostErrorMessage(badInput)).toBe('Minimum 5 characters');
    expect(createPostErrorMessage(new GraphQLRequestError([{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }]))).toBe(
      'Forbidden',
    );
  });

  it("falls back to 'Failed to process blog post' otherwise", () => {
    expect(
      createPostErrorMessage(
        new GraphQLRequestError([{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]),
      ),
    ).toBe('Failed to process blog post');
    expect(createPostErrorMessage(new GraphQLRequestError([{ message: '' }]))).toBe('Failed to process blog post');
    expect(createPostErrorMessage(new GraphQLRequestError([], 'Request failed with status 502'))).toBe('Failed to process blog post');
    expect(createPostErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to process blog post');
  });
});
