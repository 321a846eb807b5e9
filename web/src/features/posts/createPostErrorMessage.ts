import { GraphQLRequestError } from '../../shared/relay/graphqlError';

/**
 * Spec §8: 'Failed to process blog post', or the error's message when the server gave a
 * meaningful one (a refused input or role) — never a bare transport or internal error text.
 */
export function createPostErrorMessage(error: unknown): string {
  if (error instanceof GraphQLRequestError && error.code !== 'INTERNAL_SERVER_ERROR' && error.errors[0]?.message) {
    return error.errors[0].message;
  }
  return 'Failed to process blog post';
}
