import { Badge, Heading, HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PointsMetrics_points$key } from '../../__generated__/PointsMetrics_points.graphql';
import type { PointsMetrics_production$key } from '../../__generated__/PointsMetrics_production.graphql';
import { formatUsd } from '../../shared/format/currency';
import { pointsInDollars, pointsMetrics } from './pointsMetrics';
import { PanelSection } from '../../shared/ui/PanelSection';

const fragment = graphql`
  fragment PointsMetrics_points on Points {
    balance
    # The first page covers a month of activity many times over.
    history(first: 50) {
      edges {
        node {
          id
          points
          action
          reason
          date
        }
      }
    }
  }
`;

// This month's earnings and closings, aggregated by the API over the same ledger the closing awards write to.
const productionFragment = graphql`
  fragment PointsMetrics_production on Production {
    closingPoints {
      earnedThisMonth
      closingsThisMonth
      nextClosingPoints
    }
  }
`;

function Metric({ label, value, help, testId }: { label: string; value: string; help: string; testId?: string }) {
  return (
    <Stat.Root bg="bg.muted" rounded="xl" p="4">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontSize="2xl" data-testid={testId}>
        {value}
      </Stat.ValueText>
      <Stat.HelpText as="dd" color="fg.muted">
        {help}
      </Stat.HelpText>
    </Stat.Root>
  );
}

/** Points Metrics (spec §2): earned this month, redeemed, balance — from the viewer's points ledger. */
export function PointsMetrics({ points, production }: { points: PointsMetrics_points$key; production: PointsMetrics_production$key }) {
  const data = useFragment(fragment, points);
  const { closingPoints } = useFragment(productionFragment, production);
  const entries = data.history.edges.map((edge) => edge.node);
  const { redeemedThisMonth } = pointsMetrics(entries, new Date());
  const latest = entries.slice(0, 3);

  return (
    <PanelSection labelledBy="points-metrics-heading" h="full">
      <Heading id="points-metrics-heading" as="h2" size="lg">
        Points Metrics
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Metric
          label="Earned this month"
          value={closingPoints.earnedThisMonth.toLocaleString('en-US')}
          help="points"
          testId="points-earned-this-month"
        />
        <Metric
          label="Closings this month"
          value={closingPoints.closingsThisMonth.toLocaleString('en-US')}
          help={
            closingPoints.nextClosingPoints > 0
              ? `next one earns ${closingPoints.nextClosingPoints.toLocaleString('en-US')} pts`
              : 'the third earns 1,000 pts'
          }
          testId="closings-this-month-count"
        />
        <Metric label="Redeemed this month" value={redeemedThisMonth.toLocaleString('en-US')} help="points" />
        <Metric
          label="Balance"
          value={data.balance.toLocaleString('en-US')}
          help={`worth ${formatUsd(pointsInDollars(data.balance))}`}
          testId="points-balance"
        />
      </SimpleGrid>
      <Stack gap="2">
        <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
          Latest activity
        </Text>
        {latest.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No points yet: close loans, attend training events and complete surveys to earn them.
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {latest.map((entry) => (
              <HStack as="li" key={entry.id} justify="space-between" gap="3" fontSize="sm">
                <Text truncate>
                  <Text as="span" color="fg.muted" me="2">
                    {new Date(entry.date).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}
                  </Text>
                  {entry.reason}
                </Text>
                <Badge colorPalette={entry.action === 'ADD' ? 'green' : 'red'} variant="subtle" flexShrink={0}>
                  {entry.action === 'ADD' ? '+' : '−'}
                  {entry.points.toLocaleString('en-US')}
                </Badge>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
    </PanelSection>
  );
}
