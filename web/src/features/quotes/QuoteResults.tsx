import { Badge, Box, Button, Heading, HStack, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { formatUsd, formatUsdCents } from '../../shared/format/currency';
import { PriceBreakdownDialog } from './PriceBreakdownDialog';
import { quoteRows, RESULT_TABS, type PricedScenario, type QuoteRow, type ResultTab } from './quoteRows';
import type { RateOffer } from './sampleRates';

export const RATES_DISCLAIMER =
  'Rates are for informational purposes only, are based on a 30-day lock period and are subject to change without notice.';

interface QuoteResultsProps {
  sheet: readonly RateOffer[];
  scenario: PricedScenario;
  /** True while the form holds an incomplete scenario: the rows are those of the last complete one. */
  stale: boolean;
}

function LenderCredit({ amount }: { amount: number }) {
  if (amount === 0) return <Text as="span">—</Text>;
  return (
    <Text as="span" color={amount > 0 ? 'green.fg' : 'fg'}>
      {amount > 0 ? formatUsd(amount) : `(${formatUsd(-amount)})`}
    </Text>
  );
}

/** Results of the pricer (spec §2): tabs Featured, 30-Yr, 20-Yr, 15-Yr Fixed, the payment computed for the form. */
export function QuoteResults({ sheet, scenario, stale }: QuoteResultsProps) {
  const [tab, setTab] = useState<ResultTab>('featured');
  const [breakdownRow, setBreakdownRow] = useState<QuoteRow | null>(null);
  const rows = quoteRows(sheet, scenario, tab);

  return (
    <Stack as="section" aria-labelledby="quote-results-heading" gap="4" bg="bg.panel" borderWidth="1px" rounded="2xl" p={{ base: '4', md: '6' }}>
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading id="quote-results-heading" as="h2" size="lg">
          Results
        </Heading>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {stale ? 'Complete the form to update the results.' : `For a loan of ${formatUsd(scenario.loanAmount)}${scenario.interestOnly ? ', interest only' : ''}`}
        </Text>
      </HStack>
      <Tabs.Root lazyMount unmountOnExit value={tab} onValueChange={(details) => setTab(details.value as ResultTab)} variant="line" colorPalette="brand">
        <Tabs.List overflowX="auto" overflowY="hidden">
          {RESULT_TABS.map((item) => (
            <Tabs.Trigger key={item.value} value={item.value} flexShrink={0}>
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {RESULT_TABS.map((item) => (
          <Tabs.Content key={item.value} value={item.value} pt="4">
            <Table.ScrollArea position="relative" borderWidth="1px" rounded="lg">
              <Table.Root size="md" interactive minW="40rem">
                <Table.Header>
                  <Table.Row bg="bg.muted">
                    <Table.ColumnHeader>Interest rate</Table.ColumnHeader>
                    <Table.ColumnHeader>Best Lenders</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Lenders Credit</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Payment</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Action</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((row) => (
                    <Table.Row key={row.id} data-testid="quote-row">
                      <Table.Cell>
                        <HStack gap="2">
                          <Text fontWeight="bold" fontSize="lg">
                            {row.rate.toFixed(3)}%
                          </Text>
                          <Badge variant="subtle" colorPalette="gray">
                            {row.termYears}-Yr
                          </Badge>
                        </HStack>
                      </Table.Cell>
                      <Table.Cell>{row.lender}</Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                        <LenderCredit amount={row.lenderCredit} />
                      </Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold" data-testid="quote-payment">
                        {formatUsdCents(row.payment)}
                        <Text as="span" fontSize="xs" fontWeight="normal" color="fg.muted">
                          /mo
                        </Text>
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setBreakdownRow(row)}>
                          Price Breakdown
                        </Button>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <HStack align="flex-start" gap="2" color="fg.muted" fontSize="sm">
        <Box mt="0.5" flexShrink={0}>
          <Info size={16} aria-hidden />
        </Box>
        <Text>{RATES_DISCLAIMER}</Text>
      </HStack>
      <PriceBreakdownDialog row={breakdownRow} loanAmount={scenario.loanAmount} onClose={() => setBreakdownRow(null)} />
    </Stack>
  );
}
