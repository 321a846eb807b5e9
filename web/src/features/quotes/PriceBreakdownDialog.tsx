import { Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { formatUsd, formatUsdCents } from '../../shared/format/currency';
import { AppDialog } from '../../shared/ui/AppDialog';
import { priceBreakdown } from './priceBreakdown';
import type { QuoteRow } from './quoteRows';

interface PriceBreakdownDialogProps {
  row: QuoteRow | null;
  loanAmount: number;
  onClose: () => void;
}

/** Price breakdown of one result row (spec §2, §9 sample costs). */
export function PriceBreakdownDialog({ row, loanAmount, onClose }: PriceBreakdownDialogProps) {
  const breakdown = row ? priceBreakdown(row) : null;
  return (
    <AppDialog open={row !== null} onOpenChange={(open) => !open && onClose()} title="Price Breakdown" width="30rem">
      {row && breakdown && (
        <>
          <Dialog.Body>
            <Stack gap="4">
              <Stack gap="1">
                <Text fontWeight="semibold">
                  {row.lender} · {row.rate.toFixed(3)}% · {row.termYears}-Yr Fixed
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  Loan amount {formatUsd(loanAmount)} · payment {formatUsdCents(row.payment)} a month
                </Text>
              </Stack>
              <Stack as="dl" gap="2">
                {breakdown.lines.map((line) => (
                  <HStack key={line.label} justify="space-between">
                    <Text as="dt">{line.label}</Text>
                    <Text as="dd" fontVariantNumeric="tabular-nums" color={line.amount < 0 ? 'green.fg' : undefined}>
                      {line.amount < 0 ? `−${formatUsd(-line.amount)}` : formatUsd(line.amount)}
                    </Text>
                  </HStack>
                ))}
                <HStack justify="space-between" fontWeight="bold" borderTopWidth="1px" pt="2">
                  <Text as="dt">{breakdown.total < 0 ? 'Net credit to the borrower' : 'Estimated total'}</Text>
                  <Text as="dd" fontVariantNumeric="tabular-nums">
                    {formatUsd(Math.abs(breakdown.total))}
                  </Text>
                </HStack>
              </Stack>
              <Text fontSize="xs" color="fg.muted">
                Sample costs for illustration; your Loan Estimate lists the actual fees.
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
