import { AbsoluteCenter, Box, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazyExports } from '../../shared/ui/lazyExports';
import { WhenVisible } from '../../shared/ui/WhenVisible';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PayStatementCard_production$key } from '../../__generated__/PayStatementCard_production.graphql';
import { formatUsd } from '../../shared/format/currency';
import { monthName, shareOfLastYear } from './rankings';
import { PanelSection } from '../../shared/ui/PanelSection';

// Both drawings come from one module (with recharts): the second renders at once when the first has loaded it.
const payCharts = lazyExports(() => import('./PayStatementChart'));
const PayLineChart = payCharts('PayLineChart');
const YearToDateRing = payCharts('YearToDateRing');

const fragment = graphql`
  fragment PayStatementCard_production on Production {
    year
    payStatement {
      compensationBps
      yearToDate
      previousYear
      months {
        month
        earnings
      }
    }
  }
`;

/**
 * The pay statement card (spec §2): each month's pay (funded volume × the officer's compensation in basis
 * points) as a line chart up to this month, and the year to date as a ring against last year's pay.
 */
export function PayStatementCard({ production: key }: { production: PayStatementCard_production$key }) {
  const { payStatement: pay, year } = useFragment(fragment, key);
  const thisMonth = new Date().getUTCFullYear() === year ? new Date().getUTCMonth() + 1 : 12;
  const months = pay.months
    .filter((entry) => entry.month <= thisMonth)
    .map((entry) => ({ month: monthName(entry.month), pay: entry.earnings }));
  const latest = months[months.length - 1];
  const percent = shareOfLastYear(pay.yearToDate, pay.previousYear);

  return (
    <PanelSection labelledBy="pay-statement-heading" h="full">
      <HStack justify="space-between" align="flex-start">
        <Stack gap="0.5">
          <Heading id="pay-statement-heading" as="h2" size="lg">
            Pay Statement
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {latest ? `${latest.month}: ${formatUsd(latest.pay)}` : ''} · {pay.compensationBps} bps of funded volume
          </Text>
        </Stack>
      </HStack>
      <Box role="img" aria-label={`Monthly pay: ${months.map((m) => `${m.month} ${formatUsd(m.pay)}`).join(', ')}`}>
        <WhenVisible fallback={<Skeleton h="200px" rounded="lg" />}>
          <PayLineChart months={months} />
        </WhenVisible>
      </Box>
      <HStack gap="5" borderTopWidth="1px" pt="4">
        <Box position="relative" role="img" aria-label={`Year to date: ${percent}% of last year's ${formatUsd(pay.previousYear)}`}>
          <WhenVisible fallback={<Skeleton boxSize="36" rounded="full" />}>
            <YearToDateRing percent={percent} />
          </WhenVisible>
          <AbsoluteCenter>
            <Text fontWeight="bold" fontSize="xl">
              {percent}%
            </Text>
          </AbsoluteCenter>
        </Box>
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            Year to date
          </Text>
          <Text fontSize="2xl" fontWeight="bold" data-testid="pay-ytd">
            {formatUsd(pay.yearToDate)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            of last year's {formatUsd(pay.previousYear)}
          </Text>
        </Stack>
      </HStack>
    </PanelSection>
  );
}
