import { postContentSchema, postTitleSchema } from '@lendhub/domain/posts';
import { z } from 'zod';

/** The blog form (spec §2 "Blogs"): the scenario rules of spec §5 for title and content, plus the publish switch. */
export const blogPostFormSchema = z.object({
  title: postTitleSchema,
  content: postContentSchema(),
  isPublished: z.boolean(),
});

export type BlogPostFormValues = z.infer<typeof blogPostFormSchema>;

/** A new post starts as a draft. */
export const EMPTY_BLOG_POST_FORM: BlogPostFormValues = { title: '', content: '', isPublished: false };
