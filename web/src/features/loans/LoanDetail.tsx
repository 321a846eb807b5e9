import { Box, Button, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { LoanDetail_loan$key } from '../../__generated__/LoanDetail_loan.graphql';
import type { LoanFormDialog_query$key } from '../../__generated__/LoanFormDialog_query.graphql';
import { DeleteLoanDialog } from './DeleteLoanDialog';
import { LoanFormDialog } from './LoanFormDialog';
import { LoanHistory } from './LoanHistory';
import { LoanSavedQuotes } from './LoanSavedQuotes';
import { formatDueDate, LOAN_PIPELINE_PATH } from './loanPaths';
import { LoanStageStepper } from './LoanStageStepper';
import { LoanStatusBadge } from './LoanStatusBadge';
import { useLoanSummary } from './useLoanSummary';

const fragment = graphql`
  fragment LoanDetail_loan on Loan {
    ...useLoanSummary_loan
    lender {
      internalId
    }
    fundedDate
    propertyAddress
    notes
    createdAt
    updatedAt
    ...LoanFormDialog_loan
    ...DeleteLoanDialog_loan
    ...LoanHistory_loan
    ...LoanSavedQuotes_loan
  }
`;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
        {label}
      </Text>
      <Box as="dd" fontWeight="medium">
        {children}
      </Box>
    </Stack>
  );
}

const formatDay = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The loan page (spec §2 /dashboard/loan-pipeline/{id}): every field, its stage as a stepper, its history. */
export function LoanDetail({ loan: key, query }: { loan: LoanDetail_loan$key; query: LoanFormDialog_query$key }) {
  const details = useFragment(fragment, key);
  const loan = { ...details, ...useLoanSummary(details) };
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="flex-start" flexWrap="wrap" gap="4">
        <Stack gap="1">
          <Text color="fg.muted" fontSize="sm">
            Loan #{loan.internalId}
          </Text>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {loan.borrowerName}
          </Heading>
          <HStack gap="2" flexWrap="wrap">
            <LoanStatusBadge status={loan.status} />
            <Text color="fg.muted">
              {loan.typeText} · {loan.amountText}
            </Text>
          </HStack>
        </Stack>
        {loan.viewerCanEdit && (
          <HStack gap="2">
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden /> Edit Loan
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden /> Delete Loan
            </Button>
          </HStack>
        )}
      </HStack>

      <Box as="section" aria-label="Stage" bg="bg.panel" borderWidth="1px" rounded="2xl" p={{ base: '4', md: '6' }}>
        <LoanStageStepper stage={loan.stage} />
      </Box>

      <Box as="section" aria-labelledby="loan-details-heading" bg="bg.panel" borderWidth="1px" rounded="2xl" p={{ base: '4', md: '6' }}>
        <Heading id="loan-details-heading" as="h2" size="md" mb="5">
          Loan details
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
          <Field label="Borrower">{loan.borrowerName}</Field>
          <Field label="Loan type">{loan.typeText}</Field>
          <Field label="Loan amount">{loan.amountText}</Field>
          <Field label="Status">
            <LoanStatusBadge status={loan.status} />
          </Field>
          <Field label="Stage">{loan.stageText}</Field>
          <Field label="Lender">
            {loan.lender ? (
              <Link asChild color="brand.fg">
                <RouterLink to={`/Lender/${loan.lender.internalId}`}>{loan.lenderName}</RouterLink>
              </Link>
            ) : (
              loan.lenderName
            )}
          </Field>
          <Field label="Due date">{loan.dueText}</Field>
          {loan.fundedDate && <Field label="Funded date">{formatDueDate(loan.fundedDate)}</Field>}
          <Field label="Property address">{loan.propertyAddress}</Field>
          <Field label="Loan officer">{loan.officerName}</Field>
          <Field label="Created">{formatDay(loan.createdAt)}</Field>
          <Field label="Last changed">{formatDay(loan.updatedAt)}</Field>
          <Field label="Notes">{loan.notes || '—'}</Field>
        </SimpleGrid>
      </Box>

      <LoanSavedQuotes loan={loan} />

      <LoanHistory loan={loan} />

      <LoanFormDialog open={editing} onOpenChange={setEditing} query={query} loan={loan} />
      <DeleteLoanDialog
        loan={deleting ? loan : null}
        connectionIds={[]}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(LOAN_PIPELINE_PATH, { replace: true })}
      />
    </Stack>
  );
}
