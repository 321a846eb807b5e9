import { graphql, useFragment } from 'react-relay/hooks';
import type { StageDistributionCard_dashboard$key } from '../../__generated__/StageDistributionCard_dashboard.graphql';
import { ChartCard } from './ChartCard';
import { lazyDrawing } from './chartDrawings';
import { stageSlices, stageSummary } from './chartData';

const StageDistributionChart = lazyDrawing('StageDistributionChart');

const fragment = graphql`
  fragment StageDistributionCard_dashboard on PipelineDashboard {
    # eslint-disable-next-line relay/unused-fields -- stageSlices() and stageSummary() read every entry
    stageDistribution {
      stage {
        name
      }
      count
      share
    }
  }
`;

/** Stage Distribution: each stage's share of the opportunities, in pipeline colours. */
export function StageDistributionCard({ dashboard }: { dashboard: StageDistributionCard_dashboard$key }) {
  const { stageDistribution } = useFragment(fragment, dashboard);
  const slices = stageSlices(stageDistribution);
  return (
    <ChartCard title="Stage Distribution" summary={stageSummary(stageDistribution)}>
      <StageDistributionChart slices={slices} />
    </ChartCard>
  );
}
