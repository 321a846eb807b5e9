import { Button, Dialog, Table, Text } from '@chakra-ui/react';
import { History } from 'lucide-react';
import { Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import type { PointsHistoryDialogQuery } from '../../__generated__/PointsHistoryDialogQuery.graphql';
import { AppDialog } from '../../shared/ui/AppDialog';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { PointsHistoryRow } from './PointsHistoryRow';

const query = graphql`
  query PointsHistoryDialogQuery($userId: ID!) {
    node(id: $userId) {
      ... on User {
        points {
          history(first: 50) @connection(key: "PointsHistoryDialog_history") {
            edges {
              node {
                id
                ...PointsHistoryRow_entry
              }
            }
          }
        }
      }
    }
  }
`;

function HistoryTable({ queryRef }: { queryRef: PreloadedQuery<PointsHistoryDialogQuery> }) {
  const data = usePreloadedQuery<PointsHistoryDialogQuery>(query, queryRef);
  const edges = data.node?.points?.history.edges ?? [];
  if (edges.length === 0) return <Text color="fg.muted">No points history yet.</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} aria-label="Points history">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Points</Table.ColumnHeader>
            <Table.ColumnHeader>Action</Table.ColumnHeader>
            <Table.ColumnHeader>Reason</Table.ColumnHeader>
            <Table.ColumnHeader>Balance After</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {edges.map(({ node }) => (
            <PointsHistoryRow key={node.id} entry={node} />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** 'Points History' for one user; its query starts as the dialog opens. */
export function PointsHistoryDialog({ userId, fullName }: { userId: string; fullName: string }) {
  const [queryRef, loadHistory, disposeHistory] = useQueryLoader<PointsHistoryDialogQuery>(query);
  const [open, setOpen] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) loadHistory({ userId }, { fetchPolicy: 'store-and-network' });
    else disposeHistory();
  };
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Points History"
      width="2xl"
      trigger={
        <Button size="sm" variant="outline" aria-label={`Points History of ${fullName}`}>
          <History aria-hidden />
          History
        </Button>
      }
    >
      <Dialog.Body>
        <Text mb="3" color="fg.muted">
          {fullName}
        </Text>
        <FallbackBoundary resetKey={queryRef} fallback={() => <Text color="fg.error">Failed to fetch points history</Text>}>
          <Suspense fallback={<PageSpinner label="Loading history…" />}>{queryRef && <HistoryTable queryRef={queryRef} />}</Suspense>
        </FallbackBoundary>
      </Dialog.Body>
    </AppDialog>
  );
}
