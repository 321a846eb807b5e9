import { GraphQLRequestError } from '../../shared/relay/graphqlError';

/** The server's refusal (e.g. a short balance) as it says it; a generic failure text otherwise (spec §8 style). */
export function redeemErrorMessage(error: unknown): string {
  if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT' && error.errors[0]?.message) return error.errors[0].message;
  return 'Failed to redeem points';
}
