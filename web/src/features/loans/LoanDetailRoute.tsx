import { Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { formatUsd } from '../../shared/format/currency';
import { DeleteLoanDialog } from './DeleteLoanDialog';
import { LoanFormDialog } from './LoanFormDialog';
import { formatDueDate, LOAN_PIPELINE_PATH } from './loanPaths';
import { LoanStageStepper } from './LoanStageStepper';
import { LoanStatusBadge } from './LoanStatusBadge';
import { useLoan } from './loanStore';

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

function BackToPipeline() {
  return (
    <Box>
      <Button asChild variant="ghost" size="sm" px="2">
        <RouterLink to={LOAN_PIPELINE_PATH}>
          <ArrowLeft aria-hidden /> Back to Loan Pipeline
        </RouterLink>
      </Button>
    </Box>
  );
}

/** /dashboard/loan-pipeline/{id} (spec §2): every field of the loan, its stage as a stepper. */
export function Component() {
  const { id } = useParams();
  const loan = useLoan(Number(id));
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (!loan) {
    return (
      <Container maxW="4xl" py="10" px={{ base: '4', md: '6' }}>
        <Stack gap="4">
          <BackToPipeline />
          <Heading as="h1" size="xl">
            Loan not found
          </Heading>
          <Text color="fg.muted">This loan is not in the pipeline. Added and edited loans last until the page is reloaded.</Text>
        </Stack>
      </Container>
    );
  }

  return (
    <Container maxW="5xl" py={{ base: '6', md: '8' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <BackToPipeline />
        <HStack justify="space-between" align="flex-start" flexWrap="wrap" gap="4">
          <Stack gap="1">
            <Text color="fg.muted" fontSize="sm">
              Loan #{loan.id}
            </Text>
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              {loan.borrowerName}
            </Heading>
            <HStack gap="2">
              <LoanStatusBadge status={loan.status} />
              <Text color="fg.muted">
                {loan.loanType} · {formatUsd(loan.loanAmount)}
              </Text>
            </HStack>
          </Stack>
          <HStack gap="2">
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden /> Edit Loan
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden /> Delete Loan
            </Button>
          </HStack>
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
            <Field label="Loan type">{loan.loanType}</Field>
            <Field label="Loan amount">{formatUsd(loan.loanAmount)}</Field>
            <Field label="Status">
              <LoanStatusBadge status={loan.status} />
            </Field>
            <Field label="Stage">{loan.stage}</Field>
            <Field label="Lender">{loan.lender}</Field>
            <Field label="Due date">{formatDueDate(loan.dueDate)}</Field>
            <Field label="Property address">{loan.propertyAddress}</Field>
            <Field label="Notes">{loan.notes || '—'}</Field>
          </SimpleGrid>
        </Box>
      </Stack>
      <LoanFormDialog open={editing} onOpenChange={setEditing} loan={loan} />
      <DeleteLoanDialog loan={deleting ? loan : null} onClose={() => setDeleting(false)} onDeleted={() => navigate(LOAN_PIPELINE_PATH, { replace: true })} />
    </Container>
  );
}
