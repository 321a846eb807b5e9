import { Box, Button, Field, Heading, HStack, Input, InputGroup, Stack, Table } from '@chakra-ui/react';
import { ArrowRight, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { LoanPipeline_query$key } from '../../__generated__/LoanPipeline_query.graphql';
import type { LoanPipelinePaginationQuery, LoanStatus } from '../../__generated__/LoanPipelinePaginationQuery.graphql';
import { ConnectionFooter } from '../../shared/ui/ConnectionFooter';
import { EmptyTableRow } from '../../shared/ui/EmptyTableRow';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { ActionsColumnHeader } from '../../shared/ui/TableActions';
import { DeleteLoanDialog } from './DeleteLoanDialog';
import { LoanFormDialog } from './LoanFormDialog';
import { LOAN_STATUS_OPTIONS } from './loanOptions';
import { LOAN_PIPELINE_PATH } from './loanPaths';
import { LoanRow } from './LoanRow';
import { useRefetchOnChange } from '../../shared/relay/useRefetchOnChange';

const fragment = graphql`
  fragment LoanPipeline_query on Query
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 10 }
    cursor: { type: "String" }
    search: { type: "String" }
    status: { type: "LoanStatus" }
    ownerId: { type: "ID" }
    withOfficers: { type: "Boolean", defaultValue: false }
  )
  @refetchable(queryName: "LoanPipelinePaginationQuery") {
    loans(first: $count, after: $cursor, search: $search, status: $status, ownerId: $ownerId)
      @connection(key: "LoanPipeline_loans", filters: ["search", "status", "ownerId"]) {
      __id
      totalCount
      edges {
        node {
          id
          ...LoanRow_loan
          ...LoanFormDialog_loan
          ...DeleteLoanDialog_loan
        }
      }
    }
    # An Admin filters the pipeline by officer.
    loanOfficers @include(if: $withOfficers) {
      id
      fullName
    }
    ...LoanFormDialog_query
  }
`;

const PAGE_SIZE = 10;

interface LoanPipelineProps {
  query: LoanPipeline_query$key;
  /** The dashboard shows the first few loans and links to the full page. */
  compact?: boolean;
  /** Loan Officers and Admins add loans; an Account Executive only reads those submitted to their lender. */
  canAdd: boolean;
}

/** The Loan Pipeline table (spec §2): server-side search and status filter, 10 a page, row links, Add New Loan. */
export function LoanPipeline({ query, compact = false, canAdd }: LoanPipelineProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<LoanPipelinePaginationQuery, LoanPipeline_query$key>(
    fragment,
    query,
  );
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [ownerId, setOwnerId] = useState('');
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const connectionId = data.loans.__id;
  const officers = data.loanOfficers ?? null;

  useRefetchOnChange(refetch, {
    search: search.trim() || null,
    status: (status || null) as LoanStatus | null,
    ownerId: ownerId || null,
    count: compact ? 5 : PAGE_SIZE,
  });

  const nodeOf = (id: string | null) => data.loans.edges.find((edge) => edge.node.id === id)?.node ?? null;

  return (
    <Stack
      as="section"
      aria-labelledby="loan-pipeline-heading"
      gap="4"
      bg="bg.panel"
      borderWidth="1px"
      rounded="2xl"
      p={{ base: '4', md: '6' }}
    >
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading id="loan-pipeline-heading" as="h2" size="lg">
          Loan Pipeline
        </Heading>
        <HStack gap="2">
          {compact && (
            <Button asChild variant="ghost" colorPalette="brand" size="sm">
              <RouterLink to={LOAN_PIPELINE_PATH}>
                View All <ArrowRight aria-hidden />
              </RouterLink>
            </Button>
          )}
          {canAdd && (
            <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
              <Plus aria-hidden /> Add New Loan
            </Button>
          )}
        </HStack>
      </HStack>

      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <Field.Root flex="2">
          <Field.Label srOnly>Search loans</Field.Label>
          <InputGroup startElement={<Search size={16} aria-hidden />}>
            <Input
              type="search"
              placeholder="Search borrower, loan #, lender or address"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          </InputGroup>
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label srOnly>Filter by status</Field.Label>
          <OptionSelect
            placeholder="All Status"
            options={LOAN_STATUS_OPTIONS}
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value)}
          />
        </Field.Root>
        {officers && (
          <Field.Root flex="1">
            <Field.Label srOnly>Filter by loan officer</Field.Label>
            <OptionSelect
              placeholder="All Loan Officers"
              options={officers.map((officer) => ({ value: officer.id, label: officer.fullName }))}
              value={ownerId}
              onChange={(event) => setOwnerId(event.currentTarget.value)}
            />
          </Field.Root>
        )}
      </Stack>

      {/* Focusable: a keyboard user can scroll it sideways on a phone even with no rows (axe scrollable-region-focusable). */}
      <Table.ScrollArea position="relative" borderWidth="1px" rounded="lg" tabIndex={0} role="region" aria-label="Loan pipeline table">
        <Table.Root size="sm" interactive minW="46rem">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>Borrower</Table.ColumnHeader>
              {officers && <Table.ColumnHeader>Loan Officer</Table.ColumnHeader>}
              <Table.ColumnHeader>Loan Type</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Stage</Table.ColumnHeader>
              <Table.ColumnHeader>Lender</Table.ColumnHeader>
              <Table.ColumnHeader>Due Date</Table.ColumnHeader>
              <ActionsColumnHeader>
                <Box as="span" srOnly>
                  Actions
                </Box>
              </ActionsColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.loans.edges.map(({ node }) => (
              <LoanRow key={node.id} loan={node} showOwner={!!officers} onEdit={setEditingId} onDelete={setDeletingId} />
            ))}
            {data.loans.edges.length === 0 && <EmptyTableRow columns={officers ? 9 : 8}>No loans match your search.</EmptyTableRow>}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {compact ? null : (
        <ConnectionFooter
          totalLabel={`Total ${data.loans.totalCount} ${data.loans.totalCount === 1 ? 'loan' : 'loans'}`}
          shown={data.loans.edges.length}
          hasNext={hasNext}
          isLoadingNext={isLoadingNext}
          onLoadNext={() => loadNext(PAGE_SIZE)}
          noun="Loans"
        />
      )}

      <LoanFormDialog open={adding} onOpenChange={setAdding} query={data} connectionIds={[connectionId]} />
      <LoanFormDialog
        open={editingId !== null}
        onOpenChange={(open) => !open && setEditingId(null)}
        query={data}
        loan={nodeOf(editingId)}
      />
      <DeleteLoanDialog loan={nodeOf(deletingId)} connectionIds={[connectionId]} onClose={() => setDeletingId(null)} />
    </Stack>
  );
}
