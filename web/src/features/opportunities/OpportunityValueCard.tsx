import { graphql, useFragment } from 'react-relay/hooks';
import type { OpportunityValueCard_dashboard$key } from '../../__generated__/OpportunityValueCard_dashboard.graphql';
import { ChartCard } from './ChartCard';
import { lazyDrawing } from './chartDrawings';
import { valueBars, valueSummary } from './chartData';

const OpportunityValueChart = lazyDrawing('OpportunityValueChart');

const fragment = graphql`
  fragment OpportunityValueCard_dashboard on PipelineDashboard {
    # eslint-disable-next-line relay/unused-fields -- valueBars() and valueSummary() read every amount
    value {
      open
      won
      lost
      total
    }
  }
`;

/** Opportunity Value: summed deal value per status, drawn in thousands of dollars. */
export function OpportunityValueCard({ dashboard }: { dashboard: OpportunityValueCard_dashboard$key }) {
  const { value } = useFragment(fragment, dashboard);
  const bars = valueBars(value);
  return (
    <ChartCard title="Opportunity Value" summary={valueSummary(value)}>
      <OpportunityValueChart bars={bars} />
    </ChartCard>
  );
}
