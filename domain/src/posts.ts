import { z } from 'zod';
import { characterCount, visibleTextLength } from './visibleText.ts';

/**
 * Post (scenario and blog) and comment rules of spec §5 "Scenario form", with its messages verbatim.
 * The web form, the gateway and the API all validate with these schemas. Content is HTML and only its
 * visible text counts (./visibleText.ts); an image alone is no content. The maximum lengths bound what
 * is stored, so they measure the HTML itself.
 */
export const POST_LIMITS = {
  titleMin: 5,
  titleMax: 200,
  contentMin: 20,
  contentMax: 100_000,
  commentMax: 5_000,
} as const;

export const POST_MESSAGES = {
  titleRequired: 'Please input the title!',
  titleMin: 'Minimum 5 characters',
  titleMax: `Maximum ${POST_LIMITS.titleMax} characters`,
  contentRequired: 'Please write some content!',
  contentMin: 'Content should be at least 20 characters',
  contentMax: 'Content is too long',
  commentRequired: 'Comment cannot be empty',
  commentMax: `Comment must be at most ${POST_LIMITS.commentMax} characters`,
} as const;

const M = POST_MESSAGES;
const L = POST_LIMITS;

/** The first rule a (trimmed) title breaks, or null. */
export function titleProblem(title: string): string | null {
  const length = characterCount(title);
  if (length === 0) return M.titleRequired;
  if (length < L.titleMin) return M.titleMin;
  if (length > L.titleMax) return M.titleMax;
  return null;
}

/** The first rule a post's HTML content breaks, or null. */
export function contentProblem(html: string): string | null {
  const visible = visibleTextLength(html);
  if (visible === 0) return M.contentRequired;
  if (visible < L.contentMin) return M.contentMin;
  if (html.length > L.contentMax) return M.contentMax;
  return null;
}

/** The first rule a comment breaks, or null: it needs visible text (spec: "non-blank after trim"). */
export function commentProblem(html: string): string | null {
  if (visibleTextLength(html) === 0) return M.commentRequired;
  if (html.length > L.commentMax) return M.commentMax;
  return null;
}

/** One message per field: the first rule broken, so a blank field says "required", not "too short". */
function reportFirst(problemOf: (value: string) => string | null) {
  return (value: string, context: z.RefinementCtx) => {
    const message = problemOf(value);
    if (message) context.addIssue({ code: 'custom', message });
  };
}

const unchanged = (html: string) => html;

/** A post title: surrounding spaces dropped, then 5 to 200 characters. */
export const postTitleSchema = z.string({ error: M.titleRequired }).trim().superRefine(reportFirst(titleProblem));

/**
 * A post's HTML content. Servers pass their sanitizer as `clean`, so the rules count what will be
 * stored and the output is the cleaned HTML; the web checks the editor's HTML as it is.
 */
export function postContentSchema(clean: (html: string) => string = unchanged) {
  return z.string({ error: M.contentRequired }).transform(clean).superRefine(reportFirst(contentProblem));
}

/** A comment's HTML content (see postContentSchema for `clean`). */
export function commentContentSchema(clean: (html: string) => string = unchanged) {
  return z.string({ error: M.commentRequired }).transform(clean).superRefine(reportFirst(commentProblem));
}
