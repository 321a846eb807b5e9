import type { Resolvers } from '../generated/resolvers.ts';
import { Comment } from './Comment.ts';
import { postMutations } from './mutations.ts';
import { LenderFit, Post } from './Post.ts';
import { postQueries } from './queries.ts';
import { postSubscriptions } from './subscriptions.ts';

export const postResolvers: Resolvers = {
  Query: postQueries,
  Mutation: postMutations,
  Subscription: postSubscriptions,
  Post,
  LenderFit,
  Comment,
};
