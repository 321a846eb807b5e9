/**
 * Plain-text fields (ticket titles and descriptions, replies, support and calendar descriptions, post
 * titles, a lender's short description) hold text, never markup. React escapes them today, but a
 * later HTML renderer (an e-mail, an export) must not turn a stored `<script>` into stored XSS, so
 * the API refuses markup in them with one message.
 *
 * Markup is anything an HTML parser would read as a tag, comment or declaration: `<` directly
 * followed by a letter, `/`, `!` or `?`. A lone `<` ("rate < 5%", "<3") is text and stays allowed.
 */
export const PLAIN_TEXT_MESSAGE = 'HTML is not allowed in this field';

const MARKUP = /<[a-z!/?]/i;

export function containsMarkup(text: string): boolean {
  return MARKUP.test(text);
}

/** Zod-style check: true when `text` is plain (no markup). Absent values are plain. */
export function isPlainText(text: string | null | undefined): boolean {
  return text == null || !containsMarkup(text);
}
