import { complianceCards } from './cards.ts';

/** `complianceCards`: static text from the knowledge base, so no upstream call. */
export const complianceResolvers = {
  Query: {
    complianceCards: () => complianceCards(),
  },
};
