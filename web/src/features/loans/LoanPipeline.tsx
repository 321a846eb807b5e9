import { Box, Button, Field, Heading, HStack, Input, InputGroup, Link, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { ArrowRight, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatUsd } from '../../shared/format/currency';
import { ActionsCell, ActionsColumnHeader } from '../../shared/ui/TableActions';
import { DeleteLoanDialog } from './DeleteLoanDialog';
import { LoanActionsMenu } from './LoanActionsMenu';
import { filterLoans, type LoanFilters } from './loanFilters';
import { LoanFormDialog } from './LoanFormDialog';
import { LOAN_STATUSES, type LoanStatus } from './loanOptions';
import { formatDueDate, LOAN_PIPELINE_PATH, loanPath } from './loanPaths';
import { LoanStatusBadge } from './LoanStatusBadge';
import { useLoans } from './loanStore';
import type { Loan } from './sampleLoans';

interface LoanPipelineProps {
  /** Rows shown (the dashboard shows the first few and links to the full page). */
  limit?: number;
  /** Whether the rows link to their loan page and 'View All' is offered (roles allowed there). */
  linked: boolean;
  showViewAll?: boolean;
}

/** The Loan Pipeline table (spec §2): search, status filter, row links, an action menu per row, Add New Loan. */
export function LoanPipeline({ limit, linked, showViewAll = false }: LoanPipelineProps) {
  const loans = useLoans();
  const [filters, setFilters] = useState<LoanFilters>({ search: '', status: '' });
  const [editing, setEditing] = useState<Loan | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Loan | null>(null);

  const matching = filterLoans(loans, filters);
  const shown = limit ? matching.slice(0, limit) : matching;

  return (
    <Stack as="section" aria-labelledby="loan-pipeline-heading" gap="4" bg="bg.panel" borderWidth="1px" rounded="2xl" p={{ base: '4', md: '6' }}>
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading id="loan-pipeline-heading" as="h2" size="lg">
          Loan Pipeline
        </Heading>
        <HStack gap="2">
          {showViewAll && linked && (
            <Button asChild variant="ghost" colorPalette="brand" size="sm">
              <RouterLink to={LOAN_PIPELINE_PATH}>
                View All <ArrowRight aria-hidden />
              </RouterLink>
            </Button>
          )}
          <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden /> Add New Loan
          </Button>
        </HStack>
      </HStack>

      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Field.Root flex="2">
          <Field.Label srOnly>Search loans</Field.Label>
          <InputGroup startElement={<Search size={16} aria-hidden />}>
            <Input
              type="search"
              placeholder="Search borrower, loan ID, lender or address"
              value={filters.search}
              onChange={(event) => setFilters((current) => ({ ...current, search: event.target.value }))}
            />
          </InputGroup>
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label srOnly>Filter by status</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={filters.status} onChange={(event) => setFilters((current) => ({ ...current, status: event.target.value as LoanStatus | '' }))}>
              <option value="">All Status</option>
              {LOAN_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>

      <Table.ScrollArea position="relative" borderWidth="1px" rounded="lg">
        <Table.Root size="sm" interactive minW="46rem">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>Borrower</Table.ColumnHeader>
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
            {shown.map((loan) => (
              <Table.Row key={loan.id} data-testid="loan-row">
                <Table.Cell fontWeight="medium">
                  {linked ? (
                    <Link asChild color="brand.fg" fontWeight="semibold">
                      <RouterLink to={loanPath(loan.id)}>{loan.borrowerName}</RouterLink>
                    </Link>
                  ) : (
                    loan.borrowerName
                  )}
                  <Text fontSize="xs" color="fg.muted">
                    Loan #{loan.id}
                  </Text>
                </Table.Cell>
                <Table.Cell>{loan.loanType}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatUsd(loan.loanAmount)}
                </Table.Cell>
                <Table.Cell>
                  <LoanStatusBadge status={loan.status} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{loan.stage}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{loan.lender}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDueDate(loan.dueDate)}</Table.Cell>
                <ActionsCell>
                  <LoanActionsMenu loan={loan} onEdit={setEditing} onDelete={setDeleting} />
                </ActionsCell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {shown.length === 0 && (
          <Text textAlign="center" py="8" color="fg.muted">
            No loans match your search.
          </Text>
        )}
      </Table.ScrollArea>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {limit && matching.length > shown.length ? `Showing ${shown.length} of ${matching.length} loans` : `${matching.length} ${matching.length === 1 ? 'loan' : 'loans'}`}
      </Text>

      <LoanFormDialog open={adding} onOpenChange={setAdding} />
      <LoanFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} loan={editing} />
      <DeleteLoanDialog loan={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
