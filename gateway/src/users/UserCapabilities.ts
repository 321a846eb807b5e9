import type { GraphQLResolveInfo } from 'graphql';
import { mayCallMutation } from '../platform/auth/capabilities.ts';
import type { GatewayContext } from '../context.ts';

/** Every capability is named after its mutation (schema.graphql `UserCapabilities`) and answers from that mutation's rule. */
function byMutationRule(_parent: unknown, _args: unknown, context: GatewayContext, info: GraphQLResolveInfo): boolean {
  return mayCallMutation(info.schema, info.fieldName, context.viewer);
}

export const UserCapabilities = {
  createPost: byMutationRule,
  createVendor: byMutationRule,
  updateTicketStatus: byMutationRule,
  createLoan: byMutationRule,
  setCompensation: byMutationRule,
  createMarketplaceEvent: byMutationRule,
  addTrainingVideo: byMutationRule,
};
