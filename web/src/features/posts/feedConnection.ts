import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { FinderFilters } from './finderFilters';

/** Key of the post feed's connection (PostFeed.tsx); the create-post mutation prepends to it. */
export const FEED_CONNECTION_KEY = 'PostFeed_posts';

/**
 * The feeds a new post belongs at the top of: the whole feed, and the filtered one on screen when the
 * post matches its filters (Relay keys each filter pair's connection apart; null filters are the whole feed).
 */
export function feedConnectionIds(onScreen: FinderFilters, post: FinderFilters): string[] {
  const whole = ConnectionHandler.getConnectionID(ROOT_ID, FEED_CONNECTION_KEY);
  const filtered = onScreen.lenderId !== null || onScreen.program !== null;
  const matches =
    (onScreen.lenderId === null || onScreen.lenderId === post.lenderId) && (onScreen.program === null || onScreen.program === post.program);
  return filtered && matches
    ? [whole, ConnectionHandler.getConnectionID(ROOT_ID, FEED_CONNECTION_KEY, { lenderId: onScreen.lenderId, program: onScreen.program })]
    : [whole];
}
