import { graphql, useFragment } from 'react-relay/hooks';
import { Cell, Legend, Pie, PieChart, Tooltip } from 'recharts';
import type { OpportunityStatusCard_dashboard$key } from '../../__generated__/OpportunityStatusCard_dashboard.graphql';
import { ChartCard } from './ChartCard';
import { statusSlices, statusSummary } from './chartData';

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
      <PieChart responsive style={{ width: '100%', height: '100%' }} accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="value"
          nameKey="name"
          innerRadius="50%"
          outerRadius="80%"
          paddingAngle={2}
          isAnimationActive={false}
          label
        >
          {slices.map((slice) => (
            <Cell key={slice.name} fill={slice.color} />
          ))}
        </Pie>
        <Tooltip />
        <Legend verticalAlign="bottom" />
      </PieChart>
    </ChartCard>
  );
}
