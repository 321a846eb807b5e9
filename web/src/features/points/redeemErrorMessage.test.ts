import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../shared/relay/graphqlError';
import { redeemErrorMessage } from './redeemErrorMessage';

describe('redeem error message', () => {
  it("passes on the server's refusal", () => {
    const refusal = new GraphQLRequestError([
      { message: 'Not enough points: Rate Boost costs 100 points and your balance is 60', extensions: { code: 'BAD_USER_INPUT' } },
    ]);
    expect(redeemErrorMessage(refusal)).toBe('Not enough points: Rate Boost costs 100 points and your balance is 60');
  });

  it('hides internal and transport errors', () => {
    expect(
      redeemErrorMessage(new GraphQLRequestError([{ message: 'Upstream failure', extensions: { code: 'INTERNAL_SERVER_ERROR' } }])),
    ).toBe('Failed to redeem points');
    expect(redeemErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to redeem points');
    expect(redeemErrorMessage(null)).toBe('Failed to redeem points');
  });
});
