import { sanitizeRichText } from '@lendhub/domain/html';
import { commentContentSchema, postContentSchema, postTitleSchema } from '@lendhub/domain/posts';
import { postScenarioSchema, SCENARIO_PROGRAMS } from '@lendhub/domain/pricing';
import { z } from 'zod';

/**
 * Scenario/blog form rules of spec §5, checked before anything is sent upstream. The rules are
 * @lendhub/domain/posts (the API and the web use the same ones); content is sanitized first, so
 * markup alone, or an image alone, cannot satisfy the minimum.
 */
export const createPostInputSchema = z.object({
  title: postTitleSchema,
  content: postContentSchema(sanitizeRichText),
  isPublished: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
});

/**
 * Add New Scenario (issue 22 §4): the post may name a lender (a Lender id, made the API's number by the
 * mutation) and a programme, and carry the structured scenario, checked by the rules the API applies.
 */
export const scenarioPostFieldsSchema = z.object({
  program: z.enum(SCENARIO_PROGRAMS, { error: `Program must be one of ${SCENARIO_PROGRAMS.join(', ')}` }).nullish(),
  scenario: postScenarioSchema.nullish(),
});

/** A comment is sent only if it has visible text (spec §5: non-blank after trim). */
export const addCommentInputSchema = z.object({
  postId: z.string(),
  content: commentContentSchema(sanitizeRichText),
});
