import type { NodeRegistry } from '../relay/node.ts';

/** The numeric upstream id inside a global ID, or null when it cannot be one (then the node is null). */
export function numericId(id: string): number | null {
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
}

export const ticketNodes: NodeRegistry = {
  Ticket: async (id, context) => {
    const key = numericId(id);
    return key === null ? null : context.loaders.ticketById.load(key);
  },
  TicketReply: async (id, context) => {
    const key = numericId(id);
    return key === null ? null : context.loaders.ticketReplyById.load(key);
  },
};
