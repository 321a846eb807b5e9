import type { Resolvers } from '../generated/resolvers.ts';
import { Invitation } from './Invitation.ts';
import { invitationMutations } from './mutations.ts';
import { invitationQueries } from './queries.ts';

export const invitationResolvers: Resolvers = {
  Query: invitationQueries,
  Mutation: invitationMutations,
  Invitation,
};
