import type { NodeRegistry } from '../platform/relay/node.ts';
import { stageById } from './stages.ts';
import { canSeeOpportunity } from './visibility.ts';

export const opportunityNodes: NodeRegistry = {
  /** An opportunity of the dashboard's pipeline the viewer may see (as in `opportunities`); null otherwise. */
  Opportunity: async (id, context) => {
    const { crm } = context.thirdParty;
    const opportunity = await crm.opportunity((await crm.firstPipeline()).id, id);
    return opportunity && context.viewer && canSeeOpportunity(context.viewer, opportunity) ? opportunity : null;
  },
  PipelineStage: async (id, context) => stageById(await context.thirdParty.crm.firstPipeline(), id),
};
