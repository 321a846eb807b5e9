import { globalIdField } from '../relay/globalId.ts';
import { sanitizeRichText } from '../sanitize.ts';
import { authored } from './Post.ts';
import type { ApiComment } from './types.ts';

export const Comment = {
  ...authored,
  id: globalIdField<ApiComment>('Comment', (comment) => comment.id),
  internalId: (comment: ApiComment): number => comment.id,
  content: (comment: ApiComment): string => sanitizeRichText(comment.content ?? ''),
};
