import { Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { SavedQuotesPanel_query$key } from '../../__generated__/SavedQuotesPanel_query.graphql';
import type { SavedQuotesPanelPaginationQuery } from '../../__generated__/SavedQuotesPanelPaginationQuery.graphql';
import { SavedQuoteRow } from './SavedQuoteRow';

const fragment = graphql`
  fragment SavedQuotesPanel_query on Query
  @refetchable(queryName: "SavedQuotesPanelPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
    savedQuotes(first: $first, after: $after) @connection(key: "SavedQuotesPanel_savedQuotes") {
      edges {
        node {
          id
          ...SavedQuoteRow_quote
        }
      }
    }
  }
`;

/** The viewer's saved quotes (private to them): reopen, borrower PDF, delete. */
export function SavedQuotesPanel({ query }: { query: SavedQuotesPanel_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<SavedQuotesPanelPaginationQuery, SavedQuotesPanel_query$key>(
    fragment,
    query,
  );
  const edges = data.savedQuotes.edges;
  return (
    <Stack
      as="section"
      aria-labelledby="saved-quotes-heading"
      gap="4"
      bg="bg.panel"
      borderWidth="1px"
      rounded="2xl"
      p={{ base: '4', md: '6' }}
    >
      <Heading id="saved-quotes-heading" as="h2" size="lg">
        Saved quotes
      </Heading>
      {edges.length === 0 ? (
        <Text color="fg.muted">No saved quotes yet. Choose offers in the results and select Save quote.</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="lg">
          <Table.Root size="sm" minW="36rem">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Scenario</Table.ColumnHeader>
                <Table.ColumnHeader>Saved</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Action</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {edges.map((edge) => (
                <SavedQuoteRow key={edge.node.id} quote={edge.node} />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {hasNext && (
        <Button alignSelf="flex-start" variant="outline" size="sm" loading={isLoadingNext} onClick={() => loadNext(10)}>
          Show more
        </Button>
      )}
    </Stack>
  );
}
