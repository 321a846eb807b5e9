import { Heading, Stack, Table, VisuallyHidden } from '@chakra-ui/react';
import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import type { RateSheetTable_query$key } from '../../__generated__/RateSheetTable_query.graphql';
import type { RateSheetTableRefetchQuery } from '../../__generated__/RateSheetTableRefetchQuery.graphql';
import { notify } from '../../shared/toast';
import { EmptyTableRow } from '../../shared/ui/EmptyTableRow';
import { useActivateRateSheetMutation } from './mutations/useActivateRateSheetMutation';
import { RATE_SHEET_COLUMNS, RateSheetRow } from './RateSheetRow';

const fragment = graphql`
  fragment RateSheetTable_query on Query @refetchable(queryName: "RateSheetTableRefetchQuery") {
    rateSheets {
      id
      ...RateSheetRow_sheet
    }
  }
`;

/** The sheets of every lender, newest first, with their effective and expiry dates. */
export function RateSheetTable({ query }: { query: RateSheetTable_query$key }) {
  const [data, refetch] = useRefetchableFragment<RateSheetTableRefetchQuery, RateSheetTable_query$key>(fragment, query);
  const [activate, activating] = useActivateRateSheetMutation();
  const [activatingId, setActivatingId] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  // The moment the page opened decides which sheets show as expired (a render must not read the clock).
  const [now] = useState(() => Date.now());

  const onActivate = async (id: string, lenderName: string) => {
    setActivatingId(id);
    const result = await activate(id);
    setActivatingId(null);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    notify.success(result.message || `Rate sheet activated for ${lenderName}`);
    // Activation retires the lender's previous sheet on the server: read the statuses again.
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  };

  return (
    <Stack gap="3">
      <Heading as="h2" size="lg">
        Rate sheet history
      </Heading>
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} aria-label="Rate sheet history">
        <Table.Root size="sm" striped>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Lender</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Products</Table.ColumnHeader>
              <Table.ColumnHeader>Effective</Table.ColumnHeader>
              <Table.ColumnHeader>Expires</Table.ColumnHeader>
              <Table.ColumnHeader>Imported</Table.ColumnHeader>
              <Table.ColumnHeader>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.rateSheets.length === 0 && <EmptyTableRow columns={RATE_SHEET_COLUMNS}>No rate sheets yet</EmptyTableRow>}
            {data.rateSheets.map((sheet) => (
              <RateSheetRow
                key={sheet.id}
                sheet={sheet}
                now={now}
                busy={activating && activatingId === sheet.id}
                onActivate={(id, name) => void onActivate(id, name)}
              />
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
