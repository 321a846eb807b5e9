import { assistantNodes } from './assistant/nodes.ts';
import { calendarNodes } from './calendar/nodes.ts';
import { clientNodes } from './clients/nodes.ts';
import { pricingNodes } from './pricing/nodes.ts';
import { invitationNodes } from './invitations/nodes.ts';
import { lenderNodes } from './lenders/nodes.ts';
import { loanNodes } from './loans/nodes.ts';
import { marketplaceNodes } from './marketplace/nodes.ts';
import { notificationNodes } from './notifications/nodes.ts';
import { opportunityNodes } from './opportunities/nodes.ts';
import { pointsNodes } from './points/nodes.ts';
import { postNodes } from './posts/nodes.ts';
import { propertyNodes } from './property/nodes.ts';
import type { NodeRegistry } from './platform/relay/node.ts';
import { roleNodes } from './roles/nodes.ts';
import { settingsNodes } from './settings/nodes.ts';
import { supportNodes } from './support/nodes.ts';
import { ticketNodes } from './tickets/nodes.ts';
import { userNodes } from './users/nodes.ts';
import { vendorNodes } from './vendors/nodes.ts';

/** Every type `node(id:)` can fetch, composed from each domain's `<domain>/nodes.ts`. */
export const nodeRegistry: NodeRegistry = {
  ...assistantNodes,
  ...calendarNodes,
  ...clientNodes,
  ...pricingNodes,
  ...invitationNodes,
  ...lenderNodes,
  ...loanNodes,
  ...marketplaceNodes,
  ...notificationNodes,
  ...opportunityNodes,
  ...pointsNodes,
  ...postNodes,
  ...propertyNodes,
  ...roleNodes,
  ...settingsNodes,
  ...supportNodes,
  ...ticketNodes,
  ...userNodes,
  ...vendorNodes,
};
