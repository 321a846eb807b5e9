import { AbsoluteCenter, Box, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { formatUsd } from '../../shared/format/currency';
import { PAY_STATEMENT, payToDate } from './sampleEarnings';

const PayLineChart = lazy(() => import('./PayStatementChart').then((module) => ({ default: module.PayLineChart })));
const YearToDateRing = lazy(() => import('./PayStatementChart').then((module) => ({ default: module.YearToDateRing })));

/** The pay statement card (spec §2): monthly pay as a line chart and the year-to-date ring (sample data). */
export function PayStatementCard() {
  const { months, annualGoal } = PAY_STATEMENT;
  const ytd = payToDate(months, annualGoal);
  const latest = months[months.length - 1]!;

  return (
    <Stack as="section" aria-labelledby="pay-statement-heading" gap="4" bg="bg.panel" borderWidth="1px" rounded="2xl" p={{ base: '4', md: '6' }} h="full">
      <HStack justify="space-between" align="flex-start">
        <Stack gap="0.5">
          <Heading id="pay-statement-heading" as="h2" size="lg">
            Pay Statement
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {latest.month}: {formatUsd(latest.pay)}
          </Text>
        </Stack>
      </HStack>
      <Box role="img" aria-label={`Monthly pay: ${months.map((m) => `${m.month} ${formatUsd(m.pay)}`).join(', ')}`}>
        <Suspense fallback={<Skeleton h="200px" rounded="lg" />}>
          <PayLineChart months={months} />
        </Suspense>
      </Box>
      <HStack gap="5" borderTopWidth="1px" pt="4">
        <Box position="relative" role="img" aria-label={`Year to date: ${ytd.percentOfGoal}% of the ${formatUsd(annualGoal)} goal`}>
          <Suspense fallback={<Skeleton boxSize="36" rounded="full" />}>
            <YearToDateRing percent={ytd.percentOfGoal} />
          </Suspense>
          <AbsoluteCenter>
            <Text fontWeight="bold" fontSize="xl">
              {ytd.percentOfGoal}%
            </Text>
          </AbsoluteCenter>
        </Box>
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            Year to date
          </Text>
          <Text fontSize="2xl" fontWeight="bold" data-testid="pay-ytd">
            {formatUsd(ytd.total)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            of a {formatUsd(annualGoal)} goal
          </Text>
        </Stack>
      </HStack>
    </Stack>
  );
}
