import { Button, Center, Dialog, Spinner, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { AttachQuoteDialog_quote$key } from '../../__generated__/AttachQuoteDialog_quote.graphql';
import type { AttachQuoteDialogLoansQuery } from '../../__generated__/AttachQuoteDialogLoansQuery.graphql';
import { formatUsd } from '../../shared/format/currency';
import { showFieldErrors } from '../../shared/forms/showFieldErrors';
import { notify } from '../../shared/toast';
import { AppDialog } from '../../shared/ui/AppDialog';
import { FormField } from '../../shared/ui/FormField';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { attachQuoteSchema, type AttachQuoteValues } from './attachQuoteSchema';
import { useAttachQuoteToLoanMutation } from './mutations/useAttachQuoteToLoanMutation';
import { useDetachQuoteFromLoanMutation } from './mutations/useDetachQuoteFromLoanMutation';

const fragment = graphql`
  fragment AttachQuoteDialog_quote on SavedQuote {
    id
    name
    loan {
      id
      internalId
    }
  }
`;

/** Read when the dialog opens (the Quotes route does not need the pipeline otherwise): the viewer's newest loans. */
const loansQuery = graphql`
  query AttachQuoteDialogLoansQuery {
    viewer {
      id
    }
    loans(first: 50) {
      edges {
        node {
          id
          internalId
          borrowerName
          loanAmount
          owner {
            id
          }
        }
      }
    }
  }
`;

interface AttachQuoteDialogProps {
  quote: AttachQuoteDialog_quote$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Attach a saved quote to one of the officer's own loans of the pipeline, or detach it. */
export function AttachQuoteDialog({ quote: key, open, onOpenChange }: AttachQuoteDialogProps) {
  const quote = useFragment(fragment, key);
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={`Attach "${quote.name}" to a loan`}>
      <Suspense
        fallback={
          <Center py="8" role="status" aria-label="Loading your loans">
            <Spinner />
          </Center>
        }
      >
        <AttachQuoteForm
          quoteId={quote.id}
          currentLoanId={quote.loan?.id ?? ''}
          currentNumber={quote.loan?.internalId ?? null}
          onDone={() => onOpenChange(false)}
        />
      </Suspense>
    </AppDialog>
  );
}

function AttachQuoteForm({
  quoteId,
  currentLoanId,
  currentNumber,
  onDone,
}: {
  quoteId: string;
  currentLoanId: string;
  currentNumber: number | null;
  onDone: () => void;
}) {
  const data = useLazyLoadQuery<AttachQuoteDialogLoansQuery>(loansQuery, {}, { fetchPolicy: 'store-and-network' });
  const [attach, attaching] = useAttachQuoteToLoanMutation();
  const [detach, detaching] = useDetachQuoteFromLoanMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AttachQuoteValues>({ resolver: zodResolver(attachQuoteSchema), defaultValues: { loanId: currentLoanId } });

  // Only the viewer's own loans take their quotes (an Admin's list holds everyone's).
  const own = data.loans.edges.filter(({ node }) => node.owner?.id === data.viewer?.id);
  const options = own.map(({ node }) => ({
    value: node.id,
    label: `Loan #${node.internalId} · ${node.borrowerName} · ${formatUsd(node.loanAmount)}`,
  }));

  const onSubmit = async ({ loanId }: AttachQuoteValues) => {
    const result = await attach(quoteId, loanId);
    if (!result.ok) {
      showFieldErrors(setError, result.fieldErrors, ['loanId']);
      notify.error(result.message);
      return;
    }
    notify.success(result.message);
    onDone();
  };

  const onDetach = async () => {
    const result = await detach(quoteId);
    if (result.ok) notify.success(result.message);
    else notify.error(result.message);
    if (result.ok) onDone();
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Attach quote to a loan">
      <Dialog.Body>
        <Stack gap="3">
          {options.length === 0 ? (
            <Text color="fg.muted">You have no loans in the pipeline yet. Add one in Loan Pipeline, then attach the quote to it.</Text>
          ) : (
            <FormField label="Loan" required error={errors.loanId?.message}>
              <OptionSelect placeholder="Select a loan" options={options} {...register('loanId')} />
            </FormField>
          )}
          {currentNumber !== null && (
            <Text fontSize="sm" color="fg.muted">
              Now attached to Loan #{currentNumber}.
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        {currentNumber !== null && (
          <Button variant="ghost" colorPalette="red" mr="auto" loading={detaching} disabled={attaching} onClick={() => void onDetach()}>
            Detach
          </Button>
        )}
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={attaching || detaching}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="brand" loading={attaching} disabled={options.length === 0 || detaching}>
          Attach
        </Button>
      </Dialog.Footer>
    </form>
  );
}
