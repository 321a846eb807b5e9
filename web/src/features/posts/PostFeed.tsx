import { Button, Center, Stack } from '@chakra-ui/react';
import { MessagesSquare } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { fetchQuery, graphql, useFragment, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { PostFeedPaginationQuery } from '../../__generated__/PostFeedPaginationQuery.graphql';
import type { PostFeed_query$key } from '../../__generated__/PostFeed_query.graphql';
import type { PostFeed_viewer$key } from '../../__generated__/PostFeed_viewer.graphql';
import type { PostFeedActivitySubscription } from '../../__generated__/PostFeedActivitySubscription.graphql';
import type { PostFeedRefreshQuery } from '../../__generated__/PostFeedRefreshQuery.graphql';
import { useLiveSubscription } from '../../shared/relay/useLiveSubscription';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { nextLiveSets } from './liveSets';
import { PostCard } from './PostCard';

export const FEED_PAGE_SIZE = 10;

const fragment = graphql`
  fragment PostFeed_query on Query
  @refetchable(queryName: "PostFeedPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 10 }
    cursor: { type: "String" }
    lenderId: { type: "ID" }
    program: { type: "String" }
  ) {
    # The key is FEED_CONNECTION_KEY (feedConnection.ts): new posts are prepended to it. Each filter
    # pair is its own connection (Relay keys it by lenderId and program).
    posts(first: $count, after: $cursor, lenderId: $lenderId, program: $program) @connection(key: "PostFeed_posts") {
      edges {
        node {
          id
          ...PostCard_post
        }
      }
    }
  }
`;

const viewerFragment = graphql`
  fragment PostFeed_viewer on User {
    ...PostCard_viewer
  }
`;

interface PostFeedProps {
  query: PostFeed_query$key;
  viewer: PostFeed_viewer$key | null;
}

/** Live: a comment or like by anyone (through any gateway) on one of the posts updates its counts and comments in the store. */
const activity = graphql`
  subscription PostFeedActivitySubscription($postIds: [ID!]!) {
    postsActivity(postIds: $postIds) {
      id
      ...PostCard_post
    }
  }
`;

/** After the live socket reconnects: a post read again (events meanwhile were not replayed). */
const refresh = graphql`
  query PostFeedRefreshQuery($postId: ID!) {
    node(id: $postId) {
      ...PostCard_post @alias
    }
  }
`;

/**
 * Keeps a set of shown posts live through one subscription (not one per post); each event is a post, which
 * Relay stores by its id, so its card shows the new counts and comments. `postIds` holds 1 to
 * POSTS_PER_SUBSCRIPTION ids; another set subscribes again.
 */
function LivePosts({ postIds }: { postIds: readonly string[] }) {
  const environment = useRelayEnvironment();
  const key = postIds.join(' ');
  const config = useMemo<GraphQLSubscriptionConfig<PostFeedActivitySubscription>>(
    () => ({ subscription: activity, variables: { postIds: key.split(' ') } }),
    [key],
  );
  const catchUp = useCallback(() => {
    for (const postId of key.split(' ')) fetchQuery<PostFeedRefreshQuery>(environment, refresh, { postId }).subscribe({});
  }, [environment, key]);
  useLiveSubscription(config, catchUp);
  return null;
}

/** The shown posts in live sets that stay put as the feed grows (nextLiveSets): one subscription per page loaded. */
function useLiveSets(postIds: readonly string[]): readonly (readonly string[])[] {
  const [sets, setSets] = useState(() => nextLiveSets([], postIds));
  const next = nextLiveSets(sets, postIds);
  // Adjusting state while rendering, as React's docs do for state that follows a prop.
  if (next !== sets) setSets(next);
  return next;
}

/** Published scenarios, newest first, with 'Load more'. */
export function PostFeed({ query, viewer: viewerKey }: PostFeedProps) {
  const viewer = useFragment(viewerFragment, viewerKey) ?? null;
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<PostFeedPaginationQuery, PostFeed_query$key>(fragment, query);
  const { edges } = data.posts;
  const liveSets = useLiveSets(edges.map(({ node }) => node.id));

  if (edges.length === 0) {
    return (
      <EmptyNotice
        icon={<MessagesSquare />}
        title="No scenarios yet"
        description="New loan scenarios from lenders and admins will appear here."
      />
    );
  }

  return (
    <Stack gap="5">
      {liveSets.map((postIds) => (
        <LivePosts key={postIds[0]} postIds={postIds} />
      ))}
      <Stack as="ul" gap="5" aria-label="Scenario posts">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <PostCard post={node} viewer={viewer} />
          </li>
        ))}
      </Stack>
      {hasNext && (
        <Center>
          <Button
            variant="outline"
            colorPalette="brand"
            loading={isLoadingNext}
            loadingText="Loading…"
            onClick={() => loadNext(FEED_PAGE_SIZE)}
          >
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
