import { Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PriceBreakdownDialog_offer$key } from '../../__generated__/PriceBreakdownDialog_offer.graphql';
import { formatUsd, formatUsdCents } from '../../shared/format/currency';
import { AppDialog } from '../../shared/ui/AppDialog';
import { formatPoints } from '@lendhub/domain/pricing';

const fragment = graphql`
  fragment PriceBreakdownDialog_offer on PriceOffer {
    lenderName
    productName
    termYears
    rate
    price
    lenderCredit
    lines {
      label
      points
    }
    payment {
      taxes
      insurance
      mortgageInsurance
      total
    }
  }
`;

interface PriceBreakdownDialogProps {
  offer: PriceBreakdownDialog_offer$key | null;
  loanAmount: number | null;
  onClose: () => void;
}

/** 'Price breakdown' (spec §2): base price, each adjustment named by its grid cell, the lock, the total and what it means in dollars. */
export function PriceBreakdownDialog({ offer: key, loanAmount, onClose }: PriceBreakdownDialogProps) {
  const offer = useFragment(fragment, key);
  return (
    <AppDialog open={offer !== null} onOpenChange={(open) => !open && onClose()} title="Price Breakdown" width="36rem">
      {offer && (
        <>
          <Dialog.Body>
            <Stack gap="4">
              <Stack gap="1">
                <Text fontWeight="semibold">
                  {offer.lenderName} · {offer.productName}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {offer.rate.toFixed(3)}% · {offer.termYears}-Yr Fixed
                  {loanAmount !== null ? ` · loan amount ${formatUsd(loanAmount)}` : ''} · payment {formatUsdCents(offer.payment.total)} a
                  month
                </Text>
              </Stack>
              <Stack as="dl" gap="2" data-testid="price-breakdown">
                {offer.lines.map((line, index) => (
                  <HStack key={line.label} justify="space-between" align="flex-start" gap="4">
                    <Text as="dt">{line.label}</Text>
                    <Text as="dd" fontVariantNumeric="tabular-nums" flexShrink={0}>
                      {index === 0 ? line.points.toFixed(3) : formatPoints(line.points)}
                    </Text>
                  </HStack>
                ))}
                <HStack justify="space-between" fontWeight="bold" borderTopWidth="1px" pt="2">
                  <Text as="dt">Total price</Text>
                  <Text as="dd" fontVariantNumeric="tabular-nums">
                    {offer.price.toFixed(3)}
                  </Text>
                </HStack>
                <HStack justify="space-between" fontWeight="bold">
                  <Text as="dt">{offer.lenderCredit >= 0 ? 'Lender credit to the borrower' : 'Cost to the borrower (points)'}</Text>
                  <Text as="dd" fontVariantNumeric="tabular-nums" data-testid="breakdown-dollars">
                    {formatUsd(Math.abs(offer.lenderCredit))}
                  </Text>
                </HStack>
              </Stack>
              <Text fontSize="xs" color="fg.muted">
                Prices are in points of the loan amount: 100 is par; above it the lender pays the borrower, below it the borrower pays.
                Payment: principal and interest, estimated taxes {formatUsdCents(offer.payment.taxes)}, insurance{' '}
                {formatUsdCents(offer.payment.insurance)}
                {offer.payment.mortgageInsurance > 0 ? ` and mortgage insurance ${formatUsdCents(offer.payment.mortgageInsurance)}` : ''} a
                month.
              </Text>
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </Dialog.Footer>
        </>
      )}
    </AppDialog>
  );
}
