import { Comment } from './Comment.ts';
import { postMutations } from './mutations.ts';
import { Post } from './Post.ts';
import { postQueries } from './queries.ts';

export const postResolvers = {
  Query: postQueries,
  Mutation: postMutations,
  Post,
  Comment,
};
