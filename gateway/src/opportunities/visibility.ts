import type { Viewer } from '../platform/auth/jwt.ts';
import { viewerCan } from '../platform/auth/roles.ts';
import type { CrmOpportunity } from '../datasources/crm.ts';

/**
 * Spec §6: the dashboard shows the opportunities whose contact email contains the signed-in
 * user's email (case-insensitive). An empty email matches nothing, never everything.
 */
export function belongsToViewer(opportunity: CrmOpportunity, viewerEmail: string): boolean {
  const needle = viewerEmail.trim().toLowerCase();
  const email = opportunity.contact?.email?.toLowerCase();
  return needle !== '' && email !== undefined && email.includes(needle);
}

/**
 * Who may read an opportunity record (the `opportunities` list and `node(id:)`): an Admin any of the
 * pipeline's, anyone else those matching their email as on the dashboard. The dashboard's cards stay
 * the viewer's own figures for every role (spec §6).
 */
export function canSeeOpportunity(viewer: Viewer, opportunity: CrmOpportunity): boolean {
  return viewerCan(viewer, 'administer') || belongsToViewer(opportunity, viewer.email);
}
