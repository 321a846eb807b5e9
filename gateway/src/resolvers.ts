import { assistantResolvers } from './assistant/resolvers.ts';
import { calendarResolvers } from './calendar/resolvers.ts';
import { clientResolvers } from './clients/resolvers.ts';
import { pricingResolvers } from './pricing/resolvers.ts';
import type { Resolvers } from './generated/resolvers.ts';
import { invitationResolvers } from './invitations/resolvers.ts';
import { lenderResolvers } from './lenders/resolvers.ts';
import { loanResolvers } from './loans/resolvers.ts';
import { marketplaceResolvers } from './marketplace/resolvers.ts';
import { nodeRegistry } from './nodes.ts';
import { notificationResolvers } from './notifications/resolvers.ts';
import { opportunityResolvers } from './opportunities/resolvers.ts';
import { pointsResolvers } from './points/resolvers.ts';
import { postResolvers } from './posts/resolvers.ts';
import { productionResolvers } from './production/resolvers.ts';
import { propertyResolvers } from './property/resolvers.ts';
import { nodeResolvers } from './platform/relay/node.ts';
import { roleResolvers } from './roles/resolvers.ts';
import { settingsResolvers } from './settings/resolvers.ts';
import { supportResolvers } from './support/resolvers.ts';
import { ticketResolvers } from './tickets/resolvers.ts';
import { uploadResolvers } from './platform/uploads/resolvers.ts';
import { userResolvers } from './users/resolvers.ts';
import { vendorResolvers } from './vendors/resolvers.ts';
import { complianceResolvers } from './compliance/resolvers.ts';

/**
 * Resolver maps, one per domain, typed by the generated `Resolvers` (gateway/codegen.ts);
 * makeExecutableSchema merges them deeply, so each domain adds its own `Query`/`Mutation` fields
 * without touching anyone else's. Add a new domain's map here.
 */
export const resolvers: Resolvers[] = [
  nodeResolvers(nodeRegistry),
  uploadResolvers,
  assistantResolvers,
  calendarResolvers,
  clientResolvers,
  pricingResolvers,
  invitationResolvers,
  lenderResolvers,
  loanResolvers,
  marketplaceResolvers,
  notificationResolvers,
  opportunityResolvers,
  pointsResolvers,
  postResolvers,
  productionResolvers,
  propertyResolvers,
  roleResolvers,
  settingsResolvers,
  supportResolvers,
  ticketResolvers,
  userResolvers,
  complianceResolvers,
  vendorResolvers,
];
