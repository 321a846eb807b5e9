import { Box, Heading, HStack, SimpleGrid, Skeleton, Table, Text } from '@chakra-ui/react';
import { lazy } from 'react';
import { WhenVisible } from '../../shared/ui/WhenVisible';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProductionSummary_production$key } from '../../__generated__/ProductionSummary_production.graphql';
import { typeLabel } from '../loans';
import { formatVolume, monthName } from './rankings';
import { PanelSection } from '../../shared/ui/PanelSection';

const ProductionVolumeChart = lazy(() => import('./ProductionVolumeChart').then((module) => ({ default: module.ProductionVolumeChart })));

const fragment = graphql`
  fragment ProductionSummary_production on Production {
    year
    summary {
      loansFunded
      volume
      months {
        month
        volume
      }
      byLoanType {
        loanType
        loansFunded
        volume
      }
    }
  }
`;

/** Production Summary (spec §2): the viewer's funded volume by month in $M, Loans Funded YTD and Loans Volume YTD by loan type, total. */
export function ProductionSummary({ production: key }: { production: ProductionSummary_production$key }) {
  const { summary, year } = useFragment(fragment, key);
  const months = summary.months.map((entry) => ({ month: monthName(entry.month), volume: Math.round(entry.volume / 100_000) / 10 }));
  return (
    <PanelSection labelledBy="production-heading" gap="5">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading id="production-heading" as="h2" size="lg">
          Production Summary
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Monthly loan volume ($M), {year}
        </Text>
      </HStack>
      <SimpleGrid columns={{ base: 1, lg: 5 }} gap="6">
        <Box
          gridColumn={{ lg: 'span 3' }}
          role="img"
          aria-label={`Monthly loan volume: ${months.map((m) => `${m.month} $${m.volume.toFixed(1)}M`).join(', ')}`}
        >
          <WhenVisible fallback={<Skeleton h="240px" rounded="lg" />}>
            <ProductionVolumeChart months={months} />
          </WhenVisible>
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
              {summary.byLoanType.map((row) => (
                <Table.Row key={row.loanType}>
                  <Table.Cell>{typeLabel(row.loanType)}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {row.loansFunded}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatVolume(row.volume)}
                  </Table.Cell>
                </Table.Row>
              ))}
              {summary.byLoanType.length === 0 && (
                <Table.Row>
                  <Table.Cell colSpan={3} color="fg.muted" textAlign="center">
                    No loans funded yet this year.
                  </Table.Cell>
                </Table.Row>
              )}
            </Table.Body>
            <Table.Footer>
              <Table.Row fontWeight="bold">
                <Table.Cell>Total</Table.Cell>
                <Table.Cell textAlign="end" data-testid="funded-total">
                  {summary.loansFunded}
                </Table.Cell>
                <Table.Cell textAlign="end" data-testid="volume-total">
                  {formatVolume(summary.volume)}
                </Table.Cell>
              </Table.Row>
            </Table.Footer>
          </Table.Root>
        </Box>
      </SimpleGrid>
    </PanelSection>
  );
}
