import { lenderNodes } from './lenders/nodes.ts';
import { postNodes } from './posts/nodes.ts';
import type { NodeRegistry } from './relay/node.ts';
import { userNodes } from './users/nodes.ts';
import { assistantNodes } from './assistant/nodes.ts';
import { invitationNodes } from './users/adminNodes.ts';
import { roleNodes } from './roles/nodes.ts';
import { pointsNodes } from './points/nodes.ts';
import { calendarNodes } from './calendar/nodes.ts';
import { settingsNodes } from './settings/nodes.ts';
import { notificationNodes } from './notifications/nodes.ts';
import { ticketNodes } from './tickets/nodes.ts';
import { vendorNodes } from './vendors/nodes.ts';
import { supportNodes } from './support/nodes.ts';

/** Every type `node(id:)` can fetch, composed from each domain's `<domain>/nodes.ts`. */
export const nodeRegistry: NodeRegistry = {
  ...userNodes,
  ...lenderNodes,
  ...postNodes,
  ...assistantNodes,
  ...invitationNodes,
  ...roleNodes,
  ...pointsNodes,
  ...calendarNodes,
  ...settingsNodes,
  ...notificationNodes,
  ...ticketNodes,
  ...vendorNodes,
  ...supportNodes,
};
