import { useCallback, useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { usePostActivityRefreshQuery } from '../../__generated__/usePostActivityRefreshQuery.graphql';
import type { usePostActivitySubscription } from '../../__generated__/usePostActivitySubscription.graphql';
import { useLiveSubscription } from '../../shared/relay/useLiveSubscription';

const subscription = graphql`
  subscription usePostActivitySubscription($postId: ID!) {
    postActivity(postId: $postId) {
      id
      ...PostCard_post
    }
  }
`;

const refresh = graphql`
  query usePostActivityRefreshQuery($postId: ID!) {
    node(id: $postId) {
      ...PostCard_post @alias
    }
  }
`;

/**
 * Keeps one post of the feed live: a comment or a like by anyone (through any gateway) updates its
 * counts and comments in the Relay store; after a reconnect the post is read again.
 */
export function usePostActivity(postId: string): void {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<usePostActivitySubscription>>(() => ({ subscription, variables: { postId } }), [postId]);
  const catchUp = useCallback(() => {
    fetchQuery<usePostActivityRefreshQuery>(environment, refresh, { postId }).subscribe({});
  }, [environment, postId]);
  useLiveSubscription(config, catchUp);
}
