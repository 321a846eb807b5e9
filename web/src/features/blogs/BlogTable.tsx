import { HStack, Stack, Table } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { BlogTablePaginationQuery } from '../../__generated__/BlogTablePaginationQuery.graphql';
import type { BlogTable_query$key } from '../../__generated__/BlogTable_query.graphql';
import { ConnectionFooter } from '../../shared/ui/ConnectionFooter';
import { EmptyTableRow } from '../../shared/ui/EmptyTableRow';
import { BlogPostDialog } from './BlogPostDialog';
import { BlogRow } from './BlogRow';
import { ActionsColumnHeader } from '../../shared/ui/TableActions';

const fragment = graphql`
  fragment BlogTable_query on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "BlogTablePaginationQuery") {
    blogs(first: $count, after: $cursor) @connection(key: "BlogTable_blogs") {
      __id
      totalCount
      edges {
        node {
          id
          ...BlogRow_post
        }
      }
    }
  }
`;

const PAGE_SIZE = 10;

/** The Blogs table (spec §2): every post newest first, drafts included, and 'Total {n} posts'. */
export function BlogTable({ query }: { query: BlogTable_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<BlogTablePaginationQuery, BlogTable_query$key>(fragment, query);
  const connectionId = data.blogs.__id;

  return (
    <Stack gap="4">
      <HStack justify="flex-end">
        <BlogPostDialog mode="create" connectionId={connectionId} />
      </HStack>
      <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg.panel">
        <Table.Root size="sm" stickyHeader>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Title</Table.ColumnHeader>
              <Table.ColumnHeader>Author</Table.ColumnHeader>
              <Table.ColumnHeader>Engagement</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Created At</Table.ColumnHeader>
              <Table.ColumnHeader>updated At</Table.ColumnHeader>
              <ActionsColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.blogs.edges.map(({ node }) => (
              <BlogRow key={node.id} post={node} connectionId={connectionId} />
            ))}
            {data.blogs.edges.length === 0 && <EmptyTableRow columns={7}>No blog posts yet</EmptyTableRow>}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ConnectionFooter
        totalLabel={`Total ${data.blogs.totalCount} posts`}
        shown={data.blogs.edges.length}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadNext={() => loadNext(PAGE_SIZE)}
        noun="Posts"
      />
    </Stack>
  );
}
