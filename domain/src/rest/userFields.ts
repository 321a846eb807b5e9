import { z } from 'zod';
import { US_STATES } from '../users.ts';
import { isEmail, isWebsite, phoneDigits, requiredText } from './fields.ts';

/**
 * Field rules shared by the user forms (admin create/update, profile, registration). Multipart
 * forms send everything as text, so booleans and lists also come as strings.
 */

/** '' (a cleared field) becomes null; absent stays undefined (unchanged on update). */
function blankToNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/** Optional free text: absent → unchanged, blank → null. */
export function clearableText(max = 200) {
  return z.preprocess(
    blankToNull,
    z.string({ error: 'Must be text' }).trim().max(max, `Must be at most ${max} characters`).nullable().optional(),
  );
}

/** A required e-mail with the form's two messages. */
export function emailField(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage, 200, invalidMessage)
    .refine(isEmail, invalidMessage)
    .transform((email) => email.toLowerCase());
}

/** A phone number: `+` optional, then 7–15 digits once spaces, dashes, dots and brackets are taken out. */
export function phoneField(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage, 30, invalidMessage).refine((value) => {
    const digits = phoneDigits(value);
    return digits !== null && digits.length >= 7 && digits.length <= 15;
  }, invalidMessage);
}

/** An optional web link; a bare domain gets `https://`. Blank → null (cleared). */
export function linkField(invalidMessage: string) {
  return z.preprocess(
    blankToNull,
    z
      .string({ error: invalidMessage })
      .trim()
      .max(300, invalidMessage)
      .refine(isWebsite, invalidMessage)
      .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
      .nullable()
      .optional(),
  );
}

/** true/false from a JSON boolean or the strings 'true'/'false' of a form. */
export function booleanField(message: string) {
  return z.preprocess(
    (value) => {
      if (value === 'true') return true;
      if (value === 'false') return false;
      return value;
    },
    z.boolean({ error: message }),
  );
}

/** A list from an array, a comma-separated string, or a JSON array string, each item from `allowed`. */
export function choiceListField(allowed: readonly string[], invalidMessage: string, normalize: (item: string) => string = (item) => item) {
  const canonical = new Map(allowed.map((item) => [normalize(item).toLowerCase(), item]));
  return z.preprocess(
    (value) => {
      if (typeof value === 'string') {
        const text = value.trim();
        if (text.startsWith('[')) {
          try {
            return JSON.parse(text) as unknown;
          } catch {
            return value;
          }
        }
        return text === '' ? [] : text.split(',');
      }
      return value;
    },
    z
      .array(z.string({ error: invalidMessage }), { error: invalidMessage })
      .transform((items) => items.map((item) => normalize(item.trim())).filter(Boolean))
      .refine((items) => items.every((item) => canonical.has(item.toLowerCase())), invalidMessage)
      .transform((items) => [...new Set(items.map((item) => canonical.get(item.toLowerCase())!))]),
  );
}

export function statesField(invalidMessage = 'Please select valid states') {
  return choiceListField(US_STATES, invalidMessage, (item) => item.toUpperCase());
}

/** A role id from a number or a numeric string. */
export function roleIdField(requiredMessage: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value === '' ? undefined : value),
    z.number({ error: requiredMessage }).int(requiredMessage).positive(requiredMessage),
  );
}

/** Comma-joined for storage (spec §3: languages and statesLicensed are comma strings); empty → null. */
export function joinList(items: readonly string[] | undefined | null): string | null | undefined {
  if (items === undefined) return undefined;
  if (items === null || items.length === 0) return null;
  return items.join(',');
}
