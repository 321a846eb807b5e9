import { Button, Dialog, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LoanFormDialog_loan$data, LoanFormDialog_loan$key } from '../../__generated__/LoanFormDialog_loan.graphql';
import type { LoanFormDialog_query$key } from '../../__generated__/LoanFormDialog_query.graphql';
import { showFieldErrors } from '../../shared/forms/showFieldErrors';
import { notify } from '../../shared/toast';
import { AppDialog } from '../../shared/ui/AppDialog';
import { FormField } from '../../shared/ui/FormField';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { EMPTY_LOAN_FORM, loanFields, loanFormSchema, loanFormValues, type LoanFormInput, type LoanFormOutput } from './loanFormSchema';
import { LOAN_STAGE_OPTIONS, LOAN_START_STATUS_OPTIONS, LOAN_TYPE_OPTIONS, statusLabel } from './loanOptions';
import { useCreateLoanMutation } from './mutations/useCreateLoanMutation';
import { useUpdateLoanMutation } from './mutations/useUpdateLoanMutation';

const queryFragment = graphql`
  fragment LoanFormDialog_query on Query {
    # The lender select lists the directory's lenders (the loan links to one of them).
    loanLenders: lenders(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

const loanFragment = graphql`
  fragment LoanFormDialog_loan on Loan {
    id
    borrowerName
    loanType
    loanAmount
    lenderId
    status
    stage
    dueDate
    propertyAddress
    notes
    fundedDate
    allowedStatuses
  }
`;

const FIELDS = [
  'borrowerName',
  'loanType',
  'loanAmount',
  'lenderId',
  'status',
  'stage',
  'dueDate',
  'propertyAddress',
  'notes',
  'fundedDate',
] as const;

interface LoanFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: LoanFormDialog_query$key;
  /** The loan to edit; none to add a new one. */
  loan?: LoanFormDialog_loan$key | null;
  /** The tables a new loan joins. */
  connectionIds?: readonly string[];
}

/** 'Add New Loan' (spec §2, §5: 700 wide) and its edit twin, saved on the server. */
export function LoanFormDialog({ open, onOpenChange, query, loan: loanKey, connectionIds = [] }: LoanFormDialogProps) {
  const loan = useFragment(loanFragment, loanKey ?? null);
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={loan ? 'Edit Loan' : 'Add New Loan'} width="700px">
      {open && (
        <LoanForm
          key={loan?.id ?? 'new'}
          query={query}
          loan={loan ?? null}
          connectionIds={connectionIds}
          onDone={() => onOpenChange(false)}
        />
      )}
    </AppDialog>
  );
}

interface LoanFormProps {
  query: LoanFormDialog_query$key;
  loan: LoanFormDialog_loan$data | null;
  connectionIds: readonly string[];
  onDone: () => void;
}

function LoanForm({ query, loan, connectionIds, onDone }: LoanFormProps) {
  const { loanLenders } = useFragment(queryFragment, query);
  const [createLoan, isCreating] = useCreateLoanMutation();
  const [updateLoan, isUpdating] = useUpdateLoanMutation();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<LoanFormInput, unknown, LoanFormOutput>({
    resolver: zodResolver(loanFormSchema),
    defaultValues: loan ? loanFormValues(loan) : EMPTY_LOAN_FORM,
    mode: 'onTouched',
  });

  const lenderOptions = loanLenders.edges.map(({ node }) => ({ value: node.id, label: node.name }));
  // Only the moves the server allows from here (docs/product.md "Loan pipeline"); a new loan starts Pending to Approved.
  const statusOptions = loan
    ? loan.allowedStatuses.map((status) => ({ value: status, label: statusLabel(status) }))
    : LOAN_START_STATUS_OPTIONS;
  const becomesFunded = useWatch({ control, name: 'status' }) === 'FUNDED' && loan?.status !== 'FUNDED';

  const onSubmit = async (values: LoanFormOutput) => {
    const { fundedDate, ...fields } = loanFields(values);
    const result = loan ? await updateLoan({ loanId: loan.id, ...fields, fundedDate }) : await createLoan(fields, connectionIds);
    if (!result.ok) {
      showFieldErrors(setError, result.fieldErrors, FIELDS);
      notify.error(result.message);
      return;
    }
    notify.success(result.message);
    onDone();
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={loan ? 'Edit Loan' : 'Add New Loan'}>
      <Dialog.Body>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label="Borrower Name" required error={errors.borrowerName?.message}>
              <Input autoComplete="off" {...register('borrowerName')} />
            </FormField>
            <FormField label="Loan Type" required error={errors.loanType?.message}>
              <OptionSelect placeholder="Select loan type" options={LOAN_TYPE_OPTIONS} {...register('loanType')} />
            </FormField>
            <FormField label="Loan Amount" required error={errors.loanAmount?.message}>
              <Input inputMode="decimal" autoComplete="off" placeholder="e.g. 350,000" {...register('loanAmount')} />
            </FormField>
            <FormField label="Lender" required error={errors.lenderId?.message}>
              <OptionSelect placeholder="Select lender" options={lenderOptions} {...register('lenderId')} />
            </FormField>
            <FormField label="Status" required error={errors.status?.message}>
              <OptionSelect placeholder={loan ? undefined : 'Select status'} options={statusOptions} {...register('status')} />
            </FormField>
            <FormField label="Stage" required error={errors.stage?.message}>
              <OptionSelect placeholder="Select stage" options={LOAN_STAGE_OPTIONS} {...register('stage')} />
            </FormField>
            <FormField label="Due Date" required error={errors.dueDate?.message}>
              <Input type="date" {...register('dueDate')} />
            </FormField>
            <FormField label="Property Address" required error={errors.propertyAddress?.message}>
              <Input autoComplete="off" {...register('propertyAddress')} />
            </FormField>
            {becomesFunded && (
              <FormField label="Funded Date (today when blank)" error={errors.fundedDate?.message}>
                <Input type="date" {...register('fundedDate')} />
              </FormField>
            )}
          </SimpleGrid>
          <FormField label="Notes" error={errors.notes?.message}>
            <Textarea rows={3} {...register('notes')} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="brand" loading={isCreating || isUpdating}>
          {loan ? 'Save Changes' : 'Add Loan'}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
