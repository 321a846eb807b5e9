import { Box, Heading, HStack, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { MONTHLY_VOLUME, PRODUCTION_BY_LOAN_TYPE, productionTotals } from './sampleEarnings';

const ProductionVolumeChart = lazy(() => import('./ProductionVolumeChart').then((module) => ({ default: module.ProductionVolumeChart })));

const millions = (value: number) => `$${value.toFixed(1)}M`;

/** Production Summary (spec §2): monthly volume in $M, Loans Funded YTD and Loans Volume YTD by loan type, total. */
export function ProductionSummary() {
  const totals = productionTotals(PRODUCTION_BY_LOAN_TYPE);
  return (
    <Stack as="section" aria-labelledby="production-heading" gap="5" bg="bg.panel" borderWidth="1px" rounded="2xl" p={{ base: '4', md: '6' }}>
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading id="production-heading" as="h2" size="lg">
          Production Summary
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Monthly loan volume ($M)
        </Text>
      </HStack>
      <SimpleGrid columns={{ base: 1, lg: 5 }} gap="6">
        <Box gridColumn={{ lg: 'span 3' }} role="img" aria-label={`Monthly loan volume: ${MONTHLY_VOLUME.map((m) => `${m.month} ${millions(m.volume)}`).join(', ')}`}>
          <Suspense fallback={<Skeleton h="240px" rounded="lg" />}>
            <ProductionVolumeChart months={MONTHLY_VOLUME} />
          </Suspense>
        </Box>
        <Box gridColumn={{ lg: 'span 2' }}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Loan type</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Loans Funded YTD</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Loans Volume YTD</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {PRODUCTION_BY_LOAN_TYPE.map((row) => (
                <Table.Row key={row.loanType}>
                  <Table.Cell>{row.loanType}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {row.funded}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {millions(row.volume)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
            <Table.Footer>
              <Table.Row fontWeight="bold">
                <Table.Cell>Total</Table.Cell>
                <Table.Cell textAlign="end" data-testid="funded-total">
                  {totals.funded}
                </Table.Cell>
                <Table.Cell textAlign="end" data-testid="volume-total">
                  {millions(totals.volume)}
                </Table.Cell>
              </Table.Row>
            </Table.Footer>
          </Table.Root>
        </Box>
      </SimpleGrid>
    </Stack>
  );
}
