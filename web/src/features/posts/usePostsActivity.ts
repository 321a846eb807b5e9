import { useCallback, useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { usePostsActivityRefreshQuery } from '../../__generated__/usePostsActivityRefreshQuery.graphql';
import type { usePostsActivitySubscription } from '../../__generated__/usePostsActivitySubscription.graphql';
import { useLiveSubscription } from '../../shared/relay/useLiveSubscription';

/** The most post ids one postsActivity subscription takes (the gateway's MAX_POSTS_ACTIVITY_IDS). */
export const POSTS_PER_SUBSCRIPTION = 100;

/** Live: a comment or like by anyone (through any gateway) on one of the posts updates its counts and comments in the store. */
const activity = graphql`
  subscription usePostsActivitySubscription($postIds: [ID!]!) {
    postsActivity(postIds: $postIds) {
      id
      ...PostCard_post
    }
  }
`;

/** After the live socket reconnects: a post read again (events meanwhile were not replayed). */
const refresh = graphql`
  query usePostsActivityRefreshQuery($postId: ID!) {
    node(id: $postId) {
      ...PostCard_post @alias
    }
  }
`;

/**
 * Keeps a set of shown posts live through one subscription (not one per post). `postIds` must not be
 * empty and holds at most POSTS_PER_SUBSCRIPTION ids; a new set (a page more, a new post) subscribes again.
 */
export function usePostsActivity(postIds: readonly string[]): void {
  const environment = useRelayEnvironment();
  const key = postIds.join(' ');
  const config = useMemo<GraphQLSubscriptionConfig<usePostsActivitySubscription>>(
    () => ({ subscription: activity, variables: { postIds: key.split(' ') } }),
    [key],
  );
  const catchUp = useCallback(() => {
    for (const postId of key.split(' ')) fetchQuery<usePostsActivityRefreshQuery>(environment, refresh, { postId }).subscribe({});
  }, [environment, key]);
  useLiveSubscription(config, catchUp);
}
