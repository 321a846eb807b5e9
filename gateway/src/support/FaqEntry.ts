import type { FaqEntryResolvers } from '../generated/resolvers.ts';

/** A FAQ entry is the assistant's own knowledge entry (one source): its title is the question. */
export const FaqEntry: FaqEntryResolvers = {
  key: (entry) => entry.id,
  question: (entry) => entry.title,
  answer: (entry) => entry.answer,
};
