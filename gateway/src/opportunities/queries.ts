import type { GatewayContext } from '../context.ts';
import { unauthenticated } from '../platform/errors/errors.ts';
import { connectionFromArray } from '../platform/relay/connection.ts';
import { computeDashboard } from './dashboard.ts';
import { opportunityList, type OpportunityStatus } from './list.ts';
import { resolveRange, type DateRangeInput } from './range.ts';

/**
 * The CRM's first pipeline and its opportunities created in the range. The CRM data source memoises
 * both per request, so `pipelineDashboard` and `opportunities` asked together share one read.
 */
async function pipelineInRange(rangeInput: DateRangeInput | null | undefined, context: GatewayContext) {
  const range = resolveRange(rangeInput);
  const { crm } = context.thirdParty;
  const pipeline = await crm.firstPipeline();
  const records = await crm.opportunities(pipeline.id, { start: range.startMs, end: range.endMs });
  return { range, pipeline, records };
}

/** A CRM failure leaves only the field that asked null (CRM_* error). */
export const opportunityQueries = {
  /** The dashboard's cards, counted for the viewer's own opportunities. */
  async pipelineDashboard(_parent: unknown, args: { range?: DateRangeInput | null }, context: GatewayContext) {
    if (!context.viewer) throw unauthenticated();
    const { range, pipeline, records } = await pipelineInRange(args.range, context);
    return { range: { start: range.start, end: range.end }, currency: 'USD', ...computeDashboard(pipeline, records, context.viewer.email) };
  },

  async opportunities(
    _parent: unknown,
    args: { range?: DateRangeInput | null; status?: OpportunityStatus | null; first?: number | null; after?: string | null },
    context: GatewayContext,
  ) {
    if (!context.viewer) throw unauthenticated();
    const { records } = await pipelineInRange(args.range, context);
    return connectionFromArray(opportunityList(records, context.viewer, args.status), args, { defaultSize: 20, max: 100 });
  },
};
