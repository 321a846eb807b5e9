import { Button, Center, Stack } from '@chakra-ui/react';
import { MessagesSquare } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { fetchQuery, graphql, useFragment, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { PostFeedPaginationQuery } from '../../__generated__/PostFeedPaginationQuery.graphql';
import type { PostFeed_query$key } from '../../__generated__/PostFeed_query.graphql';
import type { PostFeed_viewer$key } from '../../__generated__/PostFeed_viewer.graphql';
import type { PostFeedActivitySubscription } from '../../__generated__/PostFeedActivitySubscription.graphql';
import type { PostFeedRefreshQuery } from '../../__generated__/PostFeedRefreshQuery.graphql';
import { useLiveSubscription } from '../../shared/relay/useLiveSubscription';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
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

/** The most post ids one postsActivity subscription takes (the gateway's MAX_POSTS_ACTIVITY_IDS). */
const POSTS_PER_SUBSCRIPTION = 100;

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
 * Keeps a set of shown posts live through one subscription (not one per post). `postIds` must not be
 * empty and holds at most POSTS_PER_SUBSCRIPTION ids; a new set (a page more, a new post) subscribes again.
 */
function usePostsActivity(postIds: readonly string[]): void {
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
}

/** Keeps the shown posts live: one subscription for them all (usePostsActivity). */
function LivePosts({ postIds }: { postIds: readonly string[] }) {
  usePostsActivity(postIds);
  return null;
}

/** The shown posts' ids in sets of at most POSTS_PER_SUBSCRIPTION (one set until 'Load more' passes it). */
function liveSets(postIds: string[]): string[][] {
  const sets: string[][] = [];
  for (let start = 0; start < postIds.length; start += POSTS_PER_SUBSCRIPTION)
    sets.push(postIds.slice(start, start + POSTS_PER_SUBSCRIPTION));
  return sets;
}

/** Published scenarios, newest first, with 'Load more'. */
export function PostFeed({ query, viewer: viewerKey }: PostFeedProps) {
  const viewer = useFragment(viewerFragment, viewerKey) ?? null;
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<PostFeedPaginationQuery, PostFeed_query$key>(fragment, query);
  const { edges } = data.posts;

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
      {liveSets(edges.map(({ node }) => node.id)).map((postIds, index) => (
        <LivePosts key={index} postIds={postIds} />
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
