import { graphql, useFragment } from 'react-relay/hooks';
import type { FunnelCard_dashboard$key } from '../../__generated__/FunnelCard_dashboard.graphql';
import { ChartCard } from './ChartCard';
import { lazyDrawing } from './chartDrawings';
import { funnelSteps, funnelSummary } from './chartData';

const FunnelStepsChart = lazyDrawing('FunnelStepsChart');

const fragment = graphql`
  fragment FunnelCard_dashboard on PipelineDashboard {
    # eslint-disable-next-line relay/unused-fields -- funnelSteps() and funnelSummary() read every entry
    funnel {
      stage {
        name
      }
      count
      value
      reachedCount
    }
  }
`;

/** Funnel: how many opportunities reached each stage, stage by stage in pipeline order. */
export function FunnelCard({ dashboard }: { dashboard: FunnelCard_dashboard$key }) {
  const { funnel } = useFragment(fragment, dashboard);
  const steps = funnelSteps(funnel);
  return (
    <ChartCard title="Funnel" summary={funnelSummary(funnel)}>
      <FunnelStepsChart steps={steps} />
    </ChartCard>
  );
}
