import type { CommentResolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../platform/relay/globalId.ts';
import { author, authorCompany, authorImage, authorName } from './authored.ts';
import type { ApiComment } from './types.ts';

export const Comment: CommentResolvers = {
  ...nodeIdFields<ApiComment>('Comment', (comment) => comment.id),
  // Sanitised once, by the API when it was written.
  content: (comment) => comment.content ?? '',
  author: (comment, _args, context) => author(comment, context),
  authorName: (comment) => authorName(comment),
  authorCompany: (comment) => authorCompany(comment),
  authorImage: (comment) => authorImage(comment),
};
