import { sanitizeRichText } from '@lendhub/domain/html';
import { commentContentSchema, postContentSchema, postTitleSchema } from '@lendhub/domain/posts';
import { postScenarioSchema, SCENARIO_PROGRAMS } from '@lendhub/domain/pricing';
import { z } from 'zod';
import { isPlainText, PLAIN_TEXT_MESSAGE } from '@lendhub/domain/plainText';
import { idQueryParam } from '../http/ids.ts';

/*
 * Post and comment rules (spec §5: title 5, content 20 visible characters, comment non-blank) live in
 * @lendhub/domain/posts, shared with the gateway and the web. Content is sanitized first, so the
 * rules count what will actually be stored.
 */
export const createPostBody = z.object({
  title: postTitleSchema.refine(isPlainText, PLAIN_TEXT_MESSAGE),
  content: postContentSchema(sanitizeRichText),
  isPublished: z.boolean({ error: 'isPublished must be true or false' }).default(true),
  /** Lender Finder (issue 22 §4): the lender and programme the scenario is for, and its key fields. */
  lenderId: z.number({ error: 'lenderId must be a positive whole number' }).int().positive().nullish(),
  program: z.enum(SCENARIO_PROGRAMS, { error: `program must be one of ${SCENARIO_PROGRAMS.join(', ')}` }).nullish(),
  scenario: postScenarioSchema.nullish(),
});
export type CreatePostInput = z.output<typeof createPostBody>;

export const commentBody = z.object({
  content: commentContentSchema(sanitizeRichText),
});

export const listPostsQuery = z.object({
  limit: z
    .string()
    .regex(/^\d+$/, 'limit must be a whole number from 1 to 100')
    .transform(Number)
    .refine((limit) => limit >= 1 && limit <= 100, 'limit must be a whole number from 1 to 100')
    .default(20),
  beforeId: idQueryParam('beforeId must be a positive whole number'),
  includeDrafts: z
    .enum(['true', 'false'], { error: 'includeDrafts must be true or false' })
    .transform((value) => value === 'true')
    .default(false),
  /** The Lender Finder's filters (kept in the page's URL by the web). */
  lenderId: idQueryParam('lenderId must be a positive whole number'),
  program: z.enum(SCENARIO_PROGRAMS, { error: `program must be one of ${SCENARIO_PROGRAMS.join(', ')}` }).optional(),
});
