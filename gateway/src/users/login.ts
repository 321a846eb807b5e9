import type { GatewayContext } from '../context.ts';
import { parseInput } from '../validation.ts';
import { getCurrentUser, login } from './api.ts';
import type { ApiLoginResult, ApiUser } from './types.ts';
import { loginInputSchema } from './validation.ts';

export const loginMutation = {
  async login(_parent: unknown, args: { input: unknown }, context: GatewayContext): Promise<ApiLoginResult> {
    const input = parseInput(loginInputSchema, args.input);
    return login(context.api, input);
  },
};

export const LoginPayload = {
  email: (result: ApiLoginResult): string => result.emailAddress,
  /** Read with the token just issued: the request itself carried none. */
  user: (result: ApiLoginResult, _args: unknown, context: GatewayContext): Promise<ApiUser> =>
    getCurrentUser(context.api, result.token),
};
