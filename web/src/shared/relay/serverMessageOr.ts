import { GraphQLRequestError } from './graphqlError';

/** Spec §8: the server's message when it gave one, else the screen's own failure text. */
export function serverMessageOr(fallback: string) {
  return (error: unknown): string =>
    error instanceof GraphQLRequestError && error.message && error.code !== 'INTERNAL_SERVER_ERROR' ? error.message : fallback;
}
