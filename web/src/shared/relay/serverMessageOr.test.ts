import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from './graphqlError';
import { serverMessageOr } from './serverMessageOr';

describe('serverMessageOr', () => {
  const failure = serverMessageOr('Failed to delete user');

  it("shows the server's message for a refused request", () => {
    expect(
      failure(new GraphQLRequestError([{ message: 'You cannot delete your own account', extensions: { code: 'BAD_USER_INPUT' } }])),
    ).toBe('You cannot delete your own account');
  });

  it('falls back to the screen text for internal and transport errors', () => {
    expect(failure(new GraphQLRequestError([{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]))).toBe(
      'Failed to delete user',
    );
    expect(failure(new TypeError('Failed to fetch'))).toBe('Failed to delete user');
    expect(failure(null)).toBe('Failed to delete user');
  });
});
