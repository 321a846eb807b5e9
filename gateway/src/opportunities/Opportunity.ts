import type { GatewayContext } from '../context.ts';
import type { CrmOpportunity } from '../datasources/crm.ts';
import { globalIdField } from '../platform/relay/globalId.ts';
import { stageById } from './stages.ts';

/** The CRM's statuses (spec §9: open, won, lost; GoHighLevel also has abandoned) as the schema's enum. */
const STATUSES = { open: 'OPEN', won: 'WON', lost: 'LOST', abandoned: 'ABANDONED' } as const;

/** The CRM's timestamps as they are when valid; a CRM's garbage becomes null rather than a field error. */
const isoOrNull = (text: string | null | undefined): string | null =>
  text && !Number.isNaN(Date.parse(text)) ? new Date(text).toISOString() : null;

/** Parent: the CRM's record, as read for the dashboard (every opportunity belongs to the first pipeline). */
export const Opportunity = {
  id: globalIdField<CrmOpportunity>('Opportunity', (opportunity) => opportunity.id),
  crmId: (opportunity: CrmOpportunity) => opportunity.id,
  name: (opportunity: CrmOpportunity) => opportunity.name ?? null,
  status: (opportunity: CrmOpportunity) =>
    Object.hasOwn(STATUSES, opportunity.status) ? STATUSES[opportunity.status as keyof typeof STATUSES] : null,
  monetaryValue: (opportunity: CrmOpportunity) => opportunity.monetaryValue ?? null,
  // The pipeline is memoised per request: asking every row for its stage costs no extra call.
  stage: async (opportunity: CrmOpportunity, _args: unknown, context: GatewayContext) =>
    stageById(await context.thirdParty.crm.firstPipeline(), opportunity.pipelineStageId),
  source: (opportunity: CrmOpportunity) => opportunity.source?.trim() || null,
  contactEmail: (opportunity: CrmOpportunity) => opportunity.contact?.email ?? null,
  createdAt: (opportunity: CrmOpportunity) => isoOrNull(opportunity.createdAt),
  updatedAt: (opportunity: CrmOpportunity) => isoOrNull(opportunity.updatedAt),
  lastStatusChangeAt: (opportunity: CrmOpportunity) => isoOrNull(opportunity.lastStatusChangeAt),
};
