import { numericNode, type NodeRegistry } from '../platform/relay/node.ts';
import { CONTACT_INFORMATION_ID } from './ContactInformation.ts';

export const supportNodes: NodeRegistry = {
  SupportTicket: numericNode((id, context) => context.loaders.supportTicketById.load(id)),
  ContactInformation: async (id, context) => (id === CONTACT_INFORMATION_ID ? context.loaders.contactInformation.load() : null),
};
