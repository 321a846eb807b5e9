import { Button, HStack, Input, InputGroup, Stack, Table, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { VendorTable_query$key } from '../../__generated__/VendorTable_query.graphql';
import type { VendorTablePaginationQuery } from '../../__generated__/VendorTablePaginationQuery.graphql';
import { EmptyTableRow } from '../../shared/ui/EmptyTableRow';
import { VendorExportButton } from './VendorExportButton';
import { VendorFormDialog } from './VendorFormDialog';
import { VendorImportDialog } from './VendorImportDialog';
import { VENDOR_TABLE_COLUMNS, VendorRow } from './VendorRow';
import { ActionsColumnHeader } from '../../shared/ui/TableActions';
import { useRefetchOnChange } from '../../shared/relay/useRefetchOnChange';

/** Spec §9: the vendor table shows 10 per page. */
export const VENDOR_PAGE_SIZE = 10;

const fragment = graphql`
  fragment VendorTable_query on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, search: { type: "String" })
  @refetchable(queryName: "VendorTablePaginationQuery") {
    vendors(first: $count, after: $cursor, search: $search) @connection(key: "VendorTable_vendors", filters: ["search"]) {
      __id
      totalCount
      edges {
        node {
          id
          ...VendorRow_vendor
        }
      }
    }
    vendorFormOptions {
      ...VendorRow_options
      ...VendorFormDialog_options
      ...VendorImportDialog_options
    }
  }
`;

/** 'Mortgage Vendor Information' (spec §2): search, Add Vendor, Export/Import Data, a table of 10 per page. */
export function VendorTable({ query }: { query: VendorTable_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<VendorTablePaginationQuery, VendorTable_query$key>(
    fragment,
    query,
  );
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [adding, setAdding] = useState(false);
  const connection = data.vendors;
  const connectionId = connection.__id;
  const options = data.vendorFormOptions;

  // Typing refetches after a short pause (the server searches), back on the first page; the route's query gave the first page.
  useRefetchOnChange(refetch, { search: search.trim() || null, count: VENDOR_PAGE_SIZE }, { then: () => setPage(0) });

  const pageCount = Math.max(1, Math.ceil(connection.totalCount / VENDOR_PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const rows = connection.edges.slice(current * VENDOR_PAGE_SIZE, (current + 1) * VENDOR_PAGE_SIZE);
  const canGoNext = current + 1 < pageCount;

  const next = () => {
    const needed = (current + 2) * VENDOR_PAGE_SIZE;
    if (connection.edges.length < needed && hasNext) loadNext(needed - connection.edges.length, { onComplete: () => setPage(current + 1) });
    else setPage(current + 1);
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <InputGroup startElement={<Search size={16} aria-hidden />} maxW={{ base: 'full', sm: '80' }}>
          <Input
            type="search"
            aria-label="Search vendors"
            placeholder="Search by name, category, email…"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </InputGroup>
        <HStack gap="2" flexWrap="wrap">
          <VendorExportButton />
          <VendorImportDialog options={options} connectionId={connectionId} />
          <Button colorPalette="brand" onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            Add Vendor
          </Button>
        </HStack>
      </HStack>
      <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg.panel">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Vendor Name</Table.ColumnHeader>
              <Table.ColumnHeader>Category</Table.ColumnHeader>
              <Table.ColumnHeader>Contact</Table.ColumnHeader>
              <Table.ColumnHeader>Loan Types</Table.ColumnHeader>
              <Table.ColumnHeader>Services</Table.ColumnHeader>
              <Table.ColumnHeader>Rating</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <ActionsColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map(({ node }) => (
              <VendorRow key={node.id} vendor={node} options={options} connectionId={connectionId} />
            ))}
            {rows.length === 0 && <EmptyTableRow columns={VENDOR_TABLE_COLUMNS}>No vendors found.</EmptyTableRow>}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Text fontSize="sm" color="fg.muted">
          Total {connection.totalCount} vendors
        </Text>
        <HStack as="nav" aria-label="Vendor pages" gap="2">
          <Button size="sm" variant="outline" disabled={current === 0} onClick={() => setPage(current - 1)}>
            <ChevronLeft aria-hidden />
            Previous
          </Button>
          <Text fontSize="sm" aria-live="polite">
            Page {current + 1} of {pageCount}
          </Text>
          <Button size="sm" variant="outline" disabled={!canGoNext} loading={isLoadingNext} onClick={next}>
            Next
            <ChevronRight aria-hidden />
          </Button>
        </HStack>
      </HStack>
      <VendorFormDialog mode="create" options={options} connectionId={connectionId} open={adding} onOpenChange={setAdding} />
    </Stack>
  );
}
