import type { Resolvers } from '../generated/resolvers.ts';
import { ContactInformation } from './ContactInformation.ts';
import { FaqEntry } from './FaqEntry.ts';
import { supportMutations } from './mutations.ts';
import { supportQueries } from './queries.ts';
import { SupportTicket } from './SupportTicket.ts';

export const supportResolvers: Resolvers = {
  Query: supportQueries,
  Mutation: supportMutations,
  SupportTicket,
  ContactInformation,
  FaqEntry,
};
