import type { NodeRegistry } from '../relay/node.ts';
import { numericId } from '../tickets/nodes.ts';

export const vendorNodes: NodeRegistry = {
  Vendor: async (id, context) => {
    const key = numericId(id);
    return key === null ? null : context.loaders.vendorById.load(key);
  },
  VendorTicket: async (id, context) => {
    const key = numericId(id);
    return key === null ? null : context.loaders.vendorTicketById.load(key);
  },
};
