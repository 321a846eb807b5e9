import { Button, Center, EmptyState, Stack, VStack } from '@chakra-ui/react';
import { MessagesSquare } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { CommentComposer_viewer$key } from '../../__generated__/CommentComposer_viewer.graphql';
import type { ScenarioFeed_query$key } from '../../__generated__/ScenarioFeed_query.graphql';
import { ScenarioPost } from './ScenarioPost';

export const FEED_PAGE_SIZE = 10;

const fragment = graphql`
  fragment ScenarioFeed_query on Query
  @refetchable(queryName: "ScenarioFeedPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
    # The key is FEED_CONNECTION_KEY (feedConnection.ts): new posts are prepended to it.
    posts(first: $count, after: $cursor) @connection(key: "ScenarioFeed_posts") {
      edges {
        node {
          id
          ...ScenarioPost_post
        }
      }
    }
  }
`;

interface ScenarioFeedProps {
  query: ScenarioFeed_query$key;
  viewer: CommentComposer_viewer$key | null;
}

/** Published scenarios, newest first, with 'Load more'. */
export function ScenarioFeed({ query, viewer }: ScenarioFeedProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const { edges } = data.posts;

  if (edges.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" bg="bg.subtle">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <MessagesSquare />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>No scenarios yet</EmptyState.Title>
            <EmptyState.Description>New loan scenarios from lenders and admins will appear here.</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  return (
    <Stack gap="5">
      <Stack as="ul" gap="5" aria-label="Scenario posts">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <ScenarioPost post={node} viewer={viewer} />
          </li>
        ))}
      </Stack>
      {hasNext && (
        <Center>
          <Button variant="outline" colorPalette="brand" loading={isLoadingNext} loadingText="Loading…" onClick={() => loadNext(FEED_PAGE_SIZE)}>
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
