import { isHttpUrl } from '../lenders.ts';
import { isPlainText, PLAIN_TEXT_MESSAGE } from '../plainText.ts';
import { z } from 'zod';

/**
 * Small zod building blocks for the forms of spec §5. Every rule takes the spec's message so a
 * missing field, a field of the wrong type and a blank field all answer with the same text.
 */

/** Empty strings and null count as "not given" (multipart forms send every field as text). */
export function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/**
 * `FullName` → `fullName`: the spec's multipart fields are PascalCase, JSON bodies camelCase; routes
 * accept both. When a body has both spellings of a field, the PascalCase one wins. A body that is not
 * an object gives `{}`, so every required field reports its own message.
 */
export function camelCaseKeys(body: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof body !== 'object' || body === null) return out;
  for (const [key, value] of Object.entries(body)) {
    const camel = key.charAt(0).toLowerCase() + key.slice(1);
    if (key === camel && camel in out) continue; // the PascalCase spelling came first and wins
    out[camel] = value;
  }
  return out;
}

/** `camelCaseKeys` for a nested form object (e.g. a channel link `{Name, Link}`); anything else stays as it is. */
export function camelCaseObject(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? camelCaseKeys(value) : value;
}

/** A required, trimmed, non-blank string of at most `max` characters (`tooLongMessage` beyond). */
export function requiredText(message: string, max = 200, tooLongMessage = `Must be at most ${max} characters`) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage);
}

/** An optional trimmed string; blank becomes undefined. */
export function optionalText(max = 200) {
  return z.preprocess(blankToUndefined, z.string().trim().max(max, `Must be at most ${max} characters`).optional());
}

/** `requiredText` that refuses markup ('HTML is not allowed in this field', @lendhub/domain/plainText). */
export function requiredPlainText(message: string, max = 200, tooLongMessage?: string) {
  return requiredText(message, max, tooLongMessage).refine(isPlainText, PLAIN_TEXT_MESSAGE);
}

/** `optionalText` that refuses markup. */
export function optionalPlainText(max = 200) {
  return z.preprocess(
    blankToUndefined,
    z.string().trim().max(max, `Must be at most ${max} characters`).refine(isPlainText, PLAIN_TEXT_MESSAGE).optional(),
  );
}

/** A number from a JSON number or a numeric string (multipart); anything else gets `message`. */
export function numberFrom(message: string) {
  return z.preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      if (typeof blank === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(blank)) return Number(blank);
      return blank;
    },
    z.number({ error: message }).refine(Number.isFinite, message),
  );
}

/** A whole number from a JSON number or a numeric string. */
export function integerFrom(message: string) {
  return numberFrom(message).refine(Number.isInteger, message);
}

/** A list given as an array or as one comma-separated string (spec §3 "comma-separated strings or arrays"). */
export function listFrom(message: string) {
  return z.preprocess(
    (value) => {
      if (typeof value === 'string') return value.split(',');
      return value;
    },
    z
      .array(z.string({ error: message }), { error: message })
      .transform((items) => unique(items.map((item) => item.trim()).filter(Boolean))),
  );
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** An absolute http(s) URL (the rule is shared with the web's forms). */
export { isHttpUrl };

/** A website as people type it: an http(s) URL, or a bare domain such as "example.com/rates". */
export function isWebsite(value: string): boolean {
  if (/\s/.test(value)) return false;
  return isHttpUrl(/^https?:\/\//i.test(value) ? value : `https://${value}`);
}

/** Digits of a phone number once spaces, dashes, dots and parentheses are taken out. */
export function phoneDigits(value: string): string | null {
  const compact = value.replace(/[\s().-]/g, '');
  return /^\+?\d+$/.test(compact) ? compact.replace(/^\+/, '') : null;
}
