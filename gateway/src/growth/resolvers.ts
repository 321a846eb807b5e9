import type { GatewayContext } from '../context.ts';
import { unauthenticated } from '../errors.ts';
import { computeDashboard } from './dashboard.ts';
import { resolveRange, type DateRangeInput } from './range.ts';

/**
 * `pipelineDashboard`: the CRM's first pipeline and its opportunities created in the range,
 * counted for the viewer. A CRM failure leaves only this field null (CRM_* error).
 */
export const growthResolvers = {
  Query: {
    async pipelineDashboard(_parent: unknown, args: { range?: DateRangeInput | null }, context: GatewayContext) {
      if (!context.viewer) throw unauthenticated();
      const range = resolveRange(args.range);
      const { crm } = context.thirdParty;
      const pipeline = await crm.firstPipeline();
      const opportunities = await crm.opportunities(pipeline.id, { start: range.startMs, end: range.endMs });
      return {
        range: { start: range.start, end: range.end },
        currency: 'USD',
        ...computeDashboard(pipeline, opportunities, context.viewer.email),
      };
    },
  },
};
