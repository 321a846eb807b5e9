import { numericNode, type NodeRegistry } from '../platform/relay/node.ts';

export const invitationNodes: NodeRegistry = {
  /** Admins only (the API answers 403 otherwise). */
  Invitation: numericNode((id, context) => context.loaders.invitationById.load(id)),
};
