import { Button, Dialog, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notify } from '../../shared/toast';
import { AppDialog } from '../../shared/ui/AppDialog';
import { FormField } from '../../shared/ui/FormField';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { EMPTY_LOAN_FORM, loanFormSchema, loanFormValues, type LoanFormInput } from './loanFormSchema';
import { LOAN_LENDERS, LOAN_STAGES, LOAN_STATUSES, LOAN_TYPES } from './loanOptions';
import { dispatchLoanAction, type LoanDraft } from './loanStore';
import type { Loan } from './sampleLoans';

interface LoanFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The loan to edit; none to add a new one. */
  loan?: Loan | null;
}

/** 'Add New Loan' (spec §2, §5: 700 wide, not wired to a server) and its edit twin. */
export function LoanFormDialog({ open, onOpenChange, loan }: LoanFormDialogProps) {
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={loan ? 'Edit Loan' : 'Add New Loan'} width="700px">
      <LoanForm loan={loan ?? null} onDone={() => onOpenChange(false)} />
    </AppDialog>
  );
}

function LoanForm({ loan, onDone }: { loan: Loan | null; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoanFormInput, unknown, LoanDraft>({
    resolver: zodResolver(loanFormSchema),
    defaultValues: loan ? loanFormValues(loan) : EMPTY_LOAN_FORM,
    mode: 'onTouched',
  });

  const onSubmit = (values: LoanDraft) => {
    if (loan) dispatchLoanAction({ type: 'update', id: loan.id, loan: values });
    else dispatchLoanAction({ type: 'add', loan: values });
    notify.success(loan ? 'Loan updated successfully' : 'Loan added successfully');
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
              <OptionSelect placeholder="Select loan type" options={LOAN_TYPES} {...register('loanType')} />
            </FormField>
            <FormField label="Loan Amount" required error={errors.loanAmount?.message}>
              <Input inputMode="decimal" autoComplete="off" placeholder="e.g. 350,000" {...register('loanAmount')} />
            </FormField>
            <FormField label="Lender" required error={errors.lender?.message}>
              <OptionSelect placeholder="Select lender" options={LOAN_LENDERS} {...register('lender')} />
            </FormField>
            <FormField label="Status" required error={errors.status?.message}>
              <OptionSelect placeholder="Select status" options={LOAN_STATUSES} {...register('status')} />
            </FormField>
            <FormField label="Stage" required error={errors.stage?.message}>
              <OptionSelect placeholder="Select stage" options={LOAN_STAGES} {...register('stage')} />
            </FormField>
            <FormField label="Due Date" required error={errors.dueDate?.message}>
              <Input type="date" {...register('dueDate')} />
            </FormField>
            <FormField label="Property Address" required error={errors.propertyAddress?.message}>
              <Input autoComplete="off" {...register('propertyAddress')} />
            </FormField>
          </SimpleGrid>
          <FormField label="Notes">
            <Textarea rows={3} {...register('notes')} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="brand">
          {loan ? 'Save Changes' : 'Add Loan'}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
