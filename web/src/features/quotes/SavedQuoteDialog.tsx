import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SavedQuoteDialog_quote$key } from '../../__generated__/SavedQuoteDialog_quote.graphql';
import { formatUsd, formatUsdCents } from '../../shared/format/currency';
import { AppDialog } from '../../shared/ui/AppDialog';

const fragment = graphql`
  fragment SavedQuoteDialog_quote on SavedQuote {
    name
    loan {
      internalId
      borrowerName
    }
    scenario {
      loanAmount
      propertyValue
      zipCode
      fico
    }
    offers {
      offerKey
      lenderName
      productName
      rate
      termYears
      lenderCredit
      payment {
        total
      }
    }
  }
`;

/** A saved quote reopened: its scenario and offers as priced when saved (from the quotes list or the loan's page). */
export function SavedQuoteDialog({
  quote: key,
  open,
  onOpenChange,
}: {
  quote: SavedQuoteDialog_quote$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const quote = useFragment(fragment, key);
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={quote.name} width="34rem">
      <Dialog.Body>
        <Stack gap="3" textAlign="start">
          <Text color="fg.muted">
            {formatUsd(quote.scenario.loanAmount)} on {formatUsd(quote.scenario.propertyValue)} · FICO {quote.scenario.fico}+ · ZIP{' '}
            {quote.scenario.zipCode}
            {quote.loan ? ` · Loan #${quote.loan.internalId} (${quote.loan.borrowerName})` : ''}
          </Text>
          {quote.offers.map((offer) => (
            <Stack key={offer.offerKey} gap="0" borderWidth="1px" rounded="md" p="3">
              <Text fontWeight="semibold">
                {offer.rate.toFixed(3)}% · {offer.termYears}-Yr · {offer.lenderName}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {offer.productName} ·{' '}
                {offer.lenderCredit >= 0 ? `credit ${formatUsd(offer.lenderCredit)}` : `cost ${formatUsd(-offer.lenderCredit)}`} ·{' '}
                {formatUsdCents(offer.payment.total)}/mo
              </Text>
            </Stack>
          ))}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
