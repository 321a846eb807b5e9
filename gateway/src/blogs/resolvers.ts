import { blogMutations } from './mutations.ts';
import { PostEditFields } from './PostEditFields.ts';
import { blogQueries } from './queries.ts';

export const blogResolvers = {
  Query: blogQueries,
  Mutation: blogMutations,
  Post: PostEditFields,
};
