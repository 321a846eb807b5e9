import { numericNode, type NodeRegistry } from '../platform/relay/node.ts';

export const vendorNodes: NodeRegistry = {
  Vendor: numericNode((id, context) => context.loaders.vendorById.load(id)),
  VendorTicket: numericNode((id, context) => context.loaders.vendorTicketById.load(id)),
};
