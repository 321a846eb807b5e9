import { SimpleGrid } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DashboardCharts_dashboard$key } from '../../__generated__/DashboardCharts_dashboard.graphql';
import { ConversionRateCard } from './ConversionRateCard';
import { FunnelCard } from './FunnelCard';
import { OpportunityStatusCard } from './OpportunityStatusCard';
import { OpportunityValueCard } from './OpportunityValueCard';
import { SalesPipelineCard } from './SalesPipelineCard';
import { StageDistributionCard } from './StageDistributionCard';

const fragment = graphql`
  fragment DashboardCharts_dashboard on PipelineDashboard {
    ...OpportunityStatusCard_dashboard
    ...OpportunityValueCard_dashboard
    ...ConversionRateCard_dashboard
    ...FunnelCard_dashboard
    ...SalesPipelineCard_dashboard
    ...StageDistributionCard_dashboard
  }
`;

/** The six cards of spec §2; each loads its chart (recharts) as it comes near the viewport (ChartCard). */
export function DashboardCharts({ dashboard: key }: { dashboard: DashboardCharts_dashboard$key }) {
  const dashboard = useFragment(fragment, key);
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
      <OpportunityStatusCard dashboard={dashboard} />
      <OpportunityValueCard dashboard={dashboard} />
      <ConversionRateCard dashboard={dashboard} />
      <FunnelCard dashboard={dashboard} />
      <SalesPipelineCard dashboard={dashboard} />
      <StageDistributionCard dashboard={dashboard} />
    </SimpleGrid>
  );
}
