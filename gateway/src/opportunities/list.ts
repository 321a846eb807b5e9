import type { Viewer } from '../platform/auth/jwt.ts';
import type { CrmOpportunity } from '../datasources/crm.ts';
import { canSeeOpportunity } from './visibility.ts';

export type OpportunityStatus = 'OPEN' | 'WON' | 'LOST' | 'ABANDONED';

const createdMs = (opportunity: CrmOpportunity) => {
  const ms = opportunity.createdAt ? Date.parse(opportunity.createdAt) : NaN;
  return Number.isNaN(ms) ? 0 : ms;
};

/**
 * The `opportunities` list from the records read for the range: what the viewer may see, of one
 * status when asked, newest first (ties by id, so pages are stable).
 */
export function opportunityList(records: readonly CrmOpportunity[], viewer: Viewer, status?: OpportunityStatus | null): CrmOpportunity[] {
  const wanted = status?.toLowerCase();
  return records
    .filter((opportunity) => canSeeOpportunity(viewer, opportunity) && (!wanted || opportunity.status.toLowerCase() === wanted))
    .sort((a, b) => createdMs(b) - createdMs(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}
