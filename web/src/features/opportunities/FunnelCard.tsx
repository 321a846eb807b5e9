import { graphql, useFragment } from 'react-relay/hooks';
import { Funnel, FunnelChart, LabelList, Tooltip } from 'recharts';
import type { FunnelCard_dashboard$key } from '../../__generated__/FunnelCard_dashboard.graphql';
import { ChartCard } from './ChartCard';
import { funnelSteps, funnelSummary } from './chartData';

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
      <FunnelChart
        responsive
        style={{ width: '100%', height: '100%' }}
        margin={{ top: 4, right: 110, bottom: 4, left: 4 }}
        accessibilityLayer={false}
      >
        <Tooltip />
        <Funnel dataKey="value" nameKey="name" data={steps} isAnimationActive={false} lastShapeType="rectangle">
          <LabelList position="right" dataKey="name" fill="#334155" stroke="none" fontSize={12} />
          <LabelList position="center" dataKey="value" fill="#FFFFFF" stroke="none" fontSize={12} fontWeight={700} />
        </Funnel>
      </FunnelChart>
    </ChartCard>
  );
}
