import { graphql, useFragment } from 'react-relay/hooks';
import { Cell, Legend, Pie, PieChart, Tooltip } from 'recharts';
import type { StageDistributionCard_dashboard$key } from '../../__generated__/StageDistributionCard_dashboard.graphql';
import { ChartCard } from './ChartCard';
import { stageSlices, stageSummary } from './chartData';
import { formatPercent } from '../../shared/format/money';

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
      <PieChart responsive style={{ width: '100%', height: '100%' }} accessibilityLayer={false}>
        <Pie data={slices} dataKey="value" nameKey="name" outerRadius="75%" isAnimationActive={false}>
          {slices.map((slice) => (
            <Cell key={slice.name} fill={slice.color} />
          ))}
        </Pie>
        <Tooltip
          formatter={(count, name, item) => [`${String(count)} (${formatPercent((item.payload as { share: number }).share)})`, name]}
        />
        <Legend verticalAlign="bottom" wrapperStyle={{ fontSize: 12 }} />
      </PieChart>
    </ChartCard>
  );
}
