import { graphql, useFragment } from 'react-relay/hooks';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import type { OpportunityValueCard_dashboard$key } from '../../__generated__/OpportunityValueCard_dashboard.graphql';
import { ChartCard } from './ChartCard';
import { valueBars, valueSummary } from './chartData';
import { formatUsd } from '../../shared/format/money';

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

const thousandsTick = (value: number) => `$${value.toLocaleString('en-US')}K`;

/** Opportunity Value: summed deal value per status, drawn in thousands of dollars. */
export function OpportunityValueCard({ dashboard }: { dashboard: OpportunityValueCard_dashboard$key }) {
  const { value } = useFragment(fragment, dashboard);
  const bars = valueBars(value);
  return (
    <ChartCard title="Opportunity Value" summary={valueSummary(value)}>
      <BarChart
        data={bars}
        responsive
        style={{ width: '100%', height: '100%' }}
        margin={{ top: 24, right: 8, left: 8, bottom: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" />
        <YAxis tickFormatter={thousandsTick} width={64} />
        <Tooltip formatter={(_thousands, _name, item) => [formatUsd((item.payload as { value: number }).value), 'Value']} />
        <Bar dataKey="thousands" isAnimationActive={false}>
          {bars.map((bar) => (
            <Cell key={bar.name} fill={bar.color} />
          ))}
          <LabelList dataKey="thousands" position="top" formatter={(label) => thousandsTick(Number(label))} />
        </Bar>
      </BarChart>
    </ChartCard>
  );
}
