import type { CrmOpportunity, CrmPipeline } from '../datasources/crm.ts';
import { orderedStages, type PipelineStageRecord } from './stages.ts';
import { belongsToViewer } from './visibility.ts';

export interface StatusFigures {
  open: number;
  won: number;
  lost: number;
  /** Every matching opportunity, including any other status a CRM may report (e.g. abandoned). */
  total: number;
}

export interface FunnelStage {
  stage: PipelineStageRecord;
  /** Opportunities sitting in this stage now. */
  count: number;
  value: number;
  /** Opportunities in this stage or a later one: the funnel narrows from stage to stage. */
  reachedCount: number;
}

export interface SourcePipeline {
  source: string;
  count: number;
  value: number;
  open: number;
  won: number;
  lost: number;
}

export interface StageShare {
  stage: PipelineStageRecord;
  count: number;
  /** count / number of opportunities in a known stage; 0 when there are none. */
  share: number;
}

/** The six cards of the Growth dashboard (spec §2), in USD. */
export interface PipelineDashboardFigures {
  pipeline: { crmId: string; name: string; stages: PipelineStageRecord[] };
  statusCounts: StatusFigures;
  value: StatusFigures;
  /** won / total (spec §9); 0 when there is no opportunity. */
  conversionRate: number;
  funnel: FunnelStage[];
  salesPipelineBySource: SourcePipeline[];
  stageDistribution: StageShare[];
}

export const UNKNOWN_SOURCE = 'Unknown';

const zero = (): StatusFigures => ({ open: 0, won: 0, lost: 0, total: 0 });

function addTo(figures: StatusFigures, status: string, amount: number): void {
  figures.total += amount;
  if (status === 'open' || status === 'won' || status === 'lost') figures[status] += amount;
}

/**
 * The dashboard's figures from a pipeline and the opportunities the CRM returned for the range.
 * Pure: the resolver fetches, this counts. Only the viewer's own opportunities count, whatever the role (spec §6). Opportunities in a stage the pipeline does not list
 * count in the status and value figures but in no stage.
 */
export function computeDashboard(
  pipeline: CrmPipeline,
  opportunities: readonly CrmOpportunity[],
  viewerEmail: string,
): PipelineDashboardFigures {
  const stages = orderedStages(pipeline);
  const mine = opportunities.filter((o) => belongsToViewer(o, viewerEmail));

  const statusCounts = zero();
  const value = zero();
  const perStage = new Map(stages.map((stage) => [stage.crmId, { count: 0, value: 0 }]));
  const perSource = new Map<string, SourcePipeline>();
  for (const opportunity of mine) {
    const amount = opportunity.monetaryValue ?? 0;
    addTo(statusCounts, opportunity.status, 1);
    addTo(value, opportunity.status, amount);

    const stage = opportunity.pipelineStageId ? perStage.get(opportunity.pipelineStageId) : undefined;
    if (stage) {
      stage.count += 1;
      stage.value += amount;
    }

    const sourceName = opportunity.source?.trim() || UNKNOWN_SOURCE;
    const source = perSource.get(sourceName) ?? { source: sourceName, count: 0, value: 0, open: 0, won: 0, lost: 0 };
    source.count += 1;
    source.value += amount;
    if (opportunity.status === 'open' || opportunity.status === 'won' || opportunity.status === 'lost') source[opportunity.status] += 1;
    perSource.set(sourceName, source);
  }

  const staged = stages.map((stage) => ({ stage, ...perStage.get(stage.crmId)! }));
  const inKnownStage = staged.reduce((sum, s) => sum + s.count, 0);
  let reached = inKnownStage;
  const funnel = staged.map(({ stage, count, value: stageValue }) => {
    const entry = { stage, count, value: stageValue, reachedCount: reached };
    reached -= count;
    return entry;
  });

  return {
    pipeline: { crmId: pipeline.id, name: pipeline.name, stages },
    statusCounts,
    value,
    conversionRate: statusCounts.total === 0 ? 0 : statusCounts.won / statusCounts.total,
    funnel,
    salesPipelineBySource: [...perSource.values()].sort(
      (a, b) => b.count - a.count || b.value - a.value || a.source.localeCompare(b.source),
    ),
    stageDistribution: staged.map(({ stage, count }) => ({ stage, count, share: inKnownStage === 0 ? 0 : count / inKnownStage })),
  };
}
