import { graphql, useFragment } from 'react-relay/hooks';
import type { SalesPipelineCard_dashboard$key } from '../../__generated__/SalesPipelineCard_dashboard.graphql';
import { ChartCard } from './ChartCard';
import { lazyDrawing } from './chartDrawings';
import { sourceBars, sourceSummary } from './chartData';

const SalesPipelineChart = lazyDrawing('SalesPipelineChart');

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
      <SalesPipelineChart bars={bars} />
    </ChartCard>
  );
}
