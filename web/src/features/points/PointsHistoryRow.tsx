import { Badge, Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PointsHistoryRow_entry$key } from '../../__generated__/PointsHistoryRow_entry.graphql';

const fragment = graphql`
  fragment PointsHistoryRow_entry on PointsEntry {
    date
    points
    action
    reason
    balanceAfter
  }
`;

/** One ledger entry: date, points, action, reason, balance after. */
export function PointsHistoryRow({ entry: entryRef }: { entry: PointsHistoryRow_entry$key }) {
  const entry = useFragment(fragment, entryRef);
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">{new Date(entry.date).toLocaleString()}</Table.Cell>
      <Table.Cell>{entry.points}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={entry.action === 'ADD' ? 'green' : 'red'} variant="subtle">
          {entry.action}
        </Badge>
      </Table.Cell>
      <Table.Cell>{entry.reason}</Table.Cell>
      <Table.Cell>{entry.balanceAfter}</Table.Cell>
    </Table.Row>
  );
}
