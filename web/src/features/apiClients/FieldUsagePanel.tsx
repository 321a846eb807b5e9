import { Box, Button, Heading, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense, useId, useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import type { FieldUsagePanelQuery } from '../../__generated__/FieldUsagePanelQuery.graphql';
import { EmptyTableRow } from '../../shared/ui/EmptyTableRow';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { COORDINATE_PATTERN } from './apiClientFormSchema';

const usageQuery = graphql`
  query FieldUsagePanelQuery($coordinate: String!, $days: Int!, $prefix: Boolean!) {
    fieldUsage(coordinate: $coordinate, days: $days, prefix: $prefix) {
      clientName
      clientVersion
      coordinate
      operations
      firstDay
      lastDay
    }
  }
`;

const PERIODS = [7, 30, 90] as const;

function UsageTable({ queryRef }: { queryRef: PreloadedQuery<FieldUsagePanelQuery> }) {
  const { fieldUsage } = usePreloadedQuery<FieldUsagePanelQuery>(usageQuery, queryRef);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg.panel" tabIndex={0} role="region" aria-label="Field usage">
      <Table.Root size="sm">
        <Table.Caption srOnly>Field usage by client and version</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Field</Table.ColumnHeader>
            <Table.ColumnHeader>Client</Table.ColumnHeader>
            <Table.ColumnHeader>Version</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Operations</Table.ColumnHeader>
            <Table.ColumnHeader>First used</Table.ColumnHeader>
            <Table.ColumnHeader>Last used</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {fieldUsage.map((row) => (
            <Table.Row key={`${row.coordinate} ${row.clientName} ${row.clientVersion}`}>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {row.coordinate}
              </Table.Cell>
              <Table.Cell>{row.clientName}</Table.Cell>
              <Table.Cell>{row.clientVersion || '—'}</Table.Cell>
              <Table.Cell textAlign="end">{row.operations.toLocaleString('en-US')}</Table.Cell>
              <Table.Cell>{row.firstDay}</Table.Cell>
              <Table.Cell>{row.lastDay}</Table.Cell>
            </Table.Row>
          ))}
          {fieldUsage.length === 0 && <EmptyTableRow columns={6}>No client used it in this period</EmptyTableRow>}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** "Who used Lender.overlays in the last 30 days": per client and version, from the gateways' daily counts. */
export function FieldUsagePanel() {
  const [queryRef, loadUsage] = useQueryLoader<FieldUsagePanelQuery>(usageQuery);
  const [coordinate, setCoordinate] = useState('');
  const [days, setDays] = useState<number>(30);
  const [error, setError] = useState<string | null>(null);
  const coordinateId = useId();
  const daysId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = coordinate.trim();
    if (!COORDINATE_PATTERN.test(text)) return setError('Enter Type.field, Type.field(argument) or Type. (every field of a type)');
    setError(null);
    loadUsage({ coordinate: text, days, prefix: !text.includes('.') || text.endsWith('.') }, { fetchPolicy: 'network-only' });
  };

  return (
    <Stack as="section" gap="4" aria-labelledby={`${coordinateId}-heading`}>
      <Heading as="h2" size="lg" id={`${coordinateId}-heading`}>
        Field usage
      </Heading>
      <Box asChild>
        <form noValidate onSubmit={submit}>
          <HStack gap="3" align="end" flexWrap="wrap">
            <Stack gap="1" flex="1" minW="60">
              <Text asChild fontSize="sm" fontWeight="medium">
                <label htmlFor={coordinateId}>Field</label>
              </Text>
              <Input
                id={coordinateId}
                value={coordinate}
                onChange={(event) => setCoordinate(event.currentTarget.value)}
                placeholder="Lender.overlays"
                fontFamily="mono"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
            </Stack>
            <Stack gap="1">
              <Text asChild fontSize="sm" fontWeight="medium">
                <label htmlFor={daysId}>Period</label>
              </Text>
              <NativeSelect.Root w="40">
                <NativeSelect.Field id={daysId} value={days} onChange={(event) => setDays(Number(event.currentTarget.value))}>
                  {PERIODS.map((period) => (
                    <option key={period} value={period}>
                      Last {period} days
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Stack>
            <Button type="submit" colorPalette="brand">
              Show usage
            </Button>
          </HStack>
        </form>
      </Box>
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
      {queryRef && (
        <FallbackBoundary resetKey={queryRef} fallback={() => <Text color="fg.error">Failed to fetch field usage</Text>}>
          <Suspense fallback={<PageSpinner label="Loading field usage…" />}>
            <UsageTable queryRef={queryRef} />
          </Suspense>
        </FallbackBoundary>
      )}
    </Stack>
  );
}
