import { Box, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ConversionRateCard_dashboard$key } from '../../__generated__/ConversionRateCard_dashboard.graphql';
import { ChartCard } from './ChartCard';
import { lazyDrawing } from './chartDrawings';
import { conversionSlices, conversionSummary } from './chartData';
import { formatPercent } from '../../shared/format/money';

const ConversionRateRing = lazyDrawing('ConversionRateRing');

const fragment = graphql`
  fragment ConversionRateCard_dashboard on PipelineDashboard {
    conversionRate
    # eslint-disable-next-line relay/unused-fields -- conversionSlices() and conversionSummary() read every count
    statusCounts {
      open
      won
      lost
      total
    }
  }
`;

/** Conversion Rate: won / total (spec §9), as a ring with the rate in its middle. */
export function ConversionRateCard({ dashboard }: { dashboard: ConversionRateCard_dashboard$key }) {
  const { conversionRate, statusCounts } = useFragment(fragment, dashboard);
  const rate = (
    <Box
      position="absolute"
      inset="0"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      pointerEvents="none"
    >
      <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
        {formatPercent(conversionRate)}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        won / total
      </Text>
    </Box>
  );
  return (
    <ChartCard title="Conversion Rate" summary={conversionSummary(conversionRate, statusCounts)} overlay={rate}>
      <ConversionRateRing slices={conversionSlices(statusCounts)} />
    </ChartCard>
  );
}
