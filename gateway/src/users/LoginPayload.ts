import type { LoginPayloadResolvers } from '../generated/resolvers.ts';
import { getCurrentUser } from './api.ts';

export const LoginPayload: LoginPayloadResolvers = {
  email: (result) => result.emailAddress,
  /** Read with the token just issued: the request itself carried none. */
  user: (result, _args, context) => getCurrentUser(context.api, result.token),
};
