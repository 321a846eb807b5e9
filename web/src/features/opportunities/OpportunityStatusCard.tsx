import { graphql, useFragment } from 'react-relay/hooks';
import type { OpportunityStatusCard_dashboard$key } from '../../__generated__/OpportunityStatusCard_dashboard.graphql';
import { ChartCard } from './ChartCard';
import { lazyDrawing } from './chartDrawings';
import { statusSlices, statusSummary } from './chartData';

const OpportunityStatusChart = lazyDrawing('OpportunityStatusChart');

const fragment = graphql`
  fragment OpportunityStatusCard_dashboard on PipelineDashboard {
    # eslint-disable-next-line relay/unused-fields -- statusSlices() and statusSummary() read every count
    statusCounts {
      open
      won
      lost
      total
    }
  }
`;

/** Opportunity Status: how many deals are open, won and lost. */
export function OpportunityStatusCard({ dashboard }: { dashboard: OpportunityStatusCard_dashboard$key }) {
  const { statusCounts } = useFragment(fragment, dashboard);
  const slices = statusSlices(statusCounts);
  return (
    <ChartCard title="Opportunity Status" summary={statusSummary(statusCounts)}>
      <OpportunityStatusChart slices={slices} />
    </ChartCard>
  );
}
