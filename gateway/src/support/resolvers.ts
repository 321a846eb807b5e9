import { supportMutations } from './mutations.ts';
import { supportQueries } from './queries.ts';
import { ContactInformation, SupportTicket } from './SupportTicket.ts';

export const supportResolvers = {
  Query: supportQueries,
  Mutation: supportMutations,
  SupportTicket,
  ContactInformation,
};
