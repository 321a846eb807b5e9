import { graphql, useFragment } from 'react-relay/hooks';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { SalesPipelineCard_dashboard$key } from '../../__generated__/SalesPipelineCard_dashboard.graphql';
import { ChartCard } from './ChartCard';
import { sourceBars, sourceSummary } from './chartData';
import { STATUS_COLORS } from './palette';

const fragment = graphql`
  fragment SalesPipelineCard_dashboard on PipelineDashboard {
    # eslint-disable-next-line relay/unused-fields -- sourceBars() and sourceSummary() read every entry
    salesPipelineBySource {
      source
      count
      value
      open
      won
      lost
    }
  }
`;

/** Google Ads Sales Pipeline: open, won and lost deals per lead source, Google Ads first. */
export function SalesPipelineCard({ dashboard }: { dashboard: SalesPipelineCard_dashboard$key }) {
  const { salesPipelineBySource } = useFragment(fragment, dashboard);
  const bars = sourceBars(salesPipelineBySource);
  return (
    <ChartCard title="Google Ads Sales Pipeline" summary={sourceSummary(salesPipelineBySource)}>
      <BarChart
        data={bars}
        layout="vertical"
        responsive
        style={{ width: '100%', height: '100%' }}
        margin={{ top: 0, right: 12, left: 0, bottom: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="source" width={104} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Legend />
        <Bar dataKey="open" name="Open" stackId="status" fill={STATUS_COLORS.open} isAnimationActive={false} />
        <Bar dataKey="won" name="Won" stackId="status" fill={STATUS_COLORS.won} isAnimationActive={false} />
        <Bar dataKey="lost" name="Lost" stackId="status" fill={STATUS_COLORS.lost} isAnimationActive={false} />
      </BarChart>
    </ChartCard>
  );
}
