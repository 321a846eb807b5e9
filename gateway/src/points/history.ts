import type { GatewayContext } from '../context.ts';
import { badUserInput } from '../platform/errors/errors.ts';
import { connectionFromKeysetPage, keyFromCursor, pageSize, type ForwardArgs } from '../platform/relay/connection.ts';
import { getPointsHistory } from './api.ts';

/**
 * One keyset page of a user's history, newest first; one extra entry tells whether another page
 * exists. The API lets an Admin read anyone's and others only their own (FORBIDDEN otherwise).
 */
export async function historyPage(userId: number, args: ForwardArgs, context: GatewayContext) {
  // At most 99: with the extra entry the upstream limit stays within the API's 100.
  const size = pageSize(args.first, 10, 99);
  const afterKey = keyFromCursor(args.after);
  const beforeId = afterKey === undefined ? undefined : Number(afterKey);
  if (beforeId !== undefined && !Number.isSafeInteger(beforeId)) throw badUserInput('Invalid cursor', { after: 'Invalid cursor' });
  const entries = await getPointsHistory(context.api, userId, { limit: size + 1, beforeId });
  for (const entry of entries) context.loaders.pointsEntryById.prime(entry.id, entry);
  return connectionFromKeysetPage(entries, size, (entry) => entry.id, beforeId !== undefined);
}
