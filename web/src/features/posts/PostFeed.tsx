import { Button, Center, Stack } from '@chakra-ui/react';
import { MessagesSquare } from 'lucide-react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import type { PostFeedPaginationQuery } from '../../__generated__/PostFeedPaginationQuery.graphql';
import type { PostFeed_query$key } from '../../__generated__/PostFeed_query.graphql';
import type { PostFeed_viewer$key } from '../../__generated__/PostFeed_viewer.graphql';
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
