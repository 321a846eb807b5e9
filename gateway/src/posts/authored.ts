import type { GatewayContext } from '../context.ts';
import { userOrNull } from '../users/loaders.ts';

/** What posts and comments share: an author id and the author's name, company and image as written. */
export interface Authored {
  authorId: number | null;
  authorName?: string | null;
  authorCompany?: string | null;
  authorImage?: string | null;
}

/** The author fields of `Post` and `Comment`: the user through the batched loader, the denormalised rest as stored. */
export const author = (item: Authored, context: GatewayContext) => userOrNull(item.authorId, context);
export const authorName = (item: Authored): string => item.authorName?.trim() || 'Anonymous';
export const authorCompany = (item: Authored): string | null => item.authorCompany ?? null;
export const authorImage = (item: Authored): string | null => item.authorImage ?? null;
