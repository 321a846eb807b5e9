import type { NodeRegistry } from '../relay/node.ts';
import { numericId } from '../tickets/nodes.ts';
import { CONTACT_INFORMATION_ID } from './SupportTicket.ts';

export const supportNodes: NodeRegistry = {
  SupportTicket: async (id, context) => {
    const key = numericId(id);
    return key === null ? null : context.loaders.supportTicketById.load(key);
  },
  ContactInformation: async (id, context) => (id === CONTACT_INFORMATION_ID ? context.loaders.contactInformation.load('current') : null),
};
