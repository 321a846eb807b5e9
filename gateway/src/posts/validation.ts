import { z } from 'zod';
import { sanitizeRichText, textOf } from '../sanitize.ts';

/**
 * Scenario/blog form rules of spec §5 "Scenario form". Content is sanitized first and its length
 * measured on the visible text, so markup alone cannot satisfy the minimum.
 */
export const createPostInputSchema = z.object({
  title: z.string().trim().min(1, 'Please input the title!').min(5, 'Minimum 5 characters').max(200, 'Maximum 200 characters'),
  content: z
    .string()
    .transform((html) => sanitizeRichText(html))
    .refine((html) => textOf(html).length > 0 || /<img\s/i.test(html), 'Please write some content!')
    .refine((html) => textOf(html).length === 0 || textOf(html).length >= 20, 'Content should be at least 20 characters'),
  isPublished: z.boolean().nullish().transform((value) => value ?? true),
});

/** A comment is sent only if non-blank after trim (spec §5). */
export const addCommentInputSchema = z.object({
  postId: z.string(),
  content: z
    .string()
    .transform((text) => sanitizeRichText(text).trim())
    .refine((text) => textOf(text).length > 0, 'Comment cannot be empty')
    .refine((text) => text.length <= 5000, 'Comment must be at most 5000 characters'),
});
