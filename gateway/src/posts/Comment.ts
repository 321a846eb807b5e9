import type { CommentResolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../platform/relay/globalId.ts';
import { author, authorCompany, authorImage, authorName } from './authored.ts';
import type { CommentDto } from '@lendhub/domain/rest/posts';

export const Comment: CommentResolvers = {
  ...nodeIdFields<CommentDto>('Comment', (comment) => comment.id),
  // Sanitised once, by the API when it was written.
  content: (comment) => comment.content ?? '',
  author: (comment, _args, context) => author(comment, context),
  authorName: (comment) => authorName(comment),
  authorCompany: (comment) => authorCompany(comment),
  authorImage: (comment) => authorImage(comment),
};
