import { z } from 'zod';
import { sanitizeRichText, visibleText } from '../shared/html.ts';

/** Scenario/blog rules of spec §5 (title 5, content 20 visible characters). */
export const TITLE_MIN = 5;
export const TITLE_MAX = 200;
export const CONTENT_MIN = 20;
export const CONTENT_MAX = 100_000;
export const COMMENT_MAX = 5_000;

export const postTitle = z
  .string({ error: 'Please input the title!' })
  .trim()
  .min(1, 'Please input the title!')
  .min(TITLE_MIN, 'Minimum 5 characters')
  .max(TITLE_MAX, `Maximum ${TITLE_MAX} characters`);

/** HTML content, sanitized first so the length rules count what will actually be stored. */
export const postContent = z
  .string({ error: 'Please write some content!' })
  .max(CONTENT_MAX, 'Content is too long')
  .transform(sanitizeRichText)
  .refine((html) => visibleText(html).length > 0, 'Please write some content!')
  .refine((html) => visibleText(html).length >= CONTENT_MIN, 'Content should be at least 20 characters');

export const createPostBody = z.object({
  title: postTitle,
  content: postContent,
  isPublished: z.boolean({ error: 'isPublished must be true or false' }).default(true),
});
export type CreatePostInput = z.output<typeof createPostBody>;

export const commentBody = z.object({
  content: z
    .string({ error: 'Comment cannot be empty' })
    .max(COMMENT_MAX, `Comment must be at most ${COMMENT_MAX} characters`)
    .transform(sanitizeRichText)
    .refine((html) => visibleText(html).length > 0, 'Comment cannot be empty'),
});

const positiveId = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .refine((id) => id <= 2_147_483_647, message);

export const listPostsQuery = z.object({
  limit: z
    .string()
    .regex(/^\d+$/, 'limit must be a whole number from 1 to 100')
    .transform(Number)
    .refine((limit) => limit >= 1 && limit <= 100, 'limit must be a whole number from 1 to 100')
    .default(20),
  beforeId: positiveId('beforeId must be a positive whole number').optional(),
  includeDrafts: z
    .enum(['true', 'false'], { error: 'includeDrafts must be true or false' })
    .transform((value) => value === 'true')
    .default(false),
});
