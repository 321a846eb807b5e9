import { z } from 'zod';
import {
  blankToUndefined,
  camelCaseKeys,
  camelCaseObject,
  integerFrom,
  isEmail,
  isHttpUrl,
  optionalPlainText,
  requiredText,
} from '../forms/fields.ts';
import type { ChannelLink, LenderPrograms } from '../db/tables/lenders.ts';
import { MAX_ID } from '../db/values.ts';
import { sanitizeRichText } from '@lendhub/domain/html';
import { LENDER_FORM_MESSAGES, LENDER_LIMITS, LENDER_PHONE_PATTERN, LENDER_PROGRAM_CATEGORIES } from '@lendhub/domain/lenders';
import { visibleText } from '@lendhub/domain/visibleText';
import { newPasswordField } from '../users/passwordRules.ts';

/** Messages of spec §5 "Lender form" (shared with the web's form). */
export { LENDER_FORM_MESSAGES };

const M = LENDER_FORM_MESSAGES;

/** ProgramsJson ids (spec §3/§9 content categories): 0 QM, 1 Non-QM, 2 Product Offer, 3 Unique Property Type. */
export const PROGRAM_CATEGORY_BY_ID = LENDER_PROGRAM_CATEGORIES.map(
  (category) => category.field,
) satisfies readonly (keyof LenderPrograms)[];

/** Rich text from the form's editor: sanitized; empty (no visible text, no image) becomes null. */
function richText() {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(50_000, 'Must be at most 50000 characters')
      .transform((html) => {
        const clean = sanitizeRichText(html);
        return visibleText(clean).length > 0 || /<img\s/i.test(clean) ? clean : null;
      })
      .optional(),
  );
}

function personName(required: string) {
  return requiredText(required, 100).refine((name) => name.length >= LENDER_LIMITS.nameMin, M.nameMin);
}

/** A multipart field that carries JSON; a field left out is an empty list. */
function jsonList<T extends z.ZodType>(item: T, message: string) {
  return z.preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      if (blank === undefined) return [];
      if (typeof blank !== 'string') return blank;
      try {
        return JSON.parse(blank);
      } catch {
        return Symbol.for('invalid json');
      }
    },
    z.array(item, { error: message }),
  );
}

/** Channel link as the form sends it ({Name, Link}); camelCase accepted. */
const channelLinkSchema = z.preprocess(
  camelCaseObject,
  z.object(
    {
      name: requiredText(M.channelLinkName, 100),
      link: requiredText(M.channelLinkUrl, 500).refine(isHttpUrl, M.channelLinkUrlFormat),
    },
    { error: M.channelLinksJson },
  ),
);

const programSchema = z.preprocess(
  camelCaseObject,
  z.object(
    {
      programId: integerFrom(M.programId).refine((id) => id >= 0 && id < PROGRAM_CATEGORY_BY_ID.length, M.programId),
      programTypes: z.array(requiredText(M.programEntry, 200), { error: M.programsJson }),
    },
    { error: M.programsJson },
  ),
);

/** The four form categories from the ProgramsJson entries (entries of one id are merged, duplicates dropped). */
export function programsFromEntries(entries: readonly { programId: number; programTypes: string[] }[]) {
  const programs: Record<(typeof PROGRAM_CATEGORY_BY_ID)[number], string[]> = {
    qmPrograms: [],
    nonQmPrograms: [],
    productOffer: [],
    uniquePropertyType: [],
  };
  for (const entry of entries) {
    const category = PROGRAM_CATEGORY_BY_ID[entry.programId]!;
    for (const name of entry.programTypes) {
      if (!programs[category].includes(name)) programs[category].push(name);
    }
  }
  return programs;
}

/** The multipart text fields of CreateLender/UpdateLender, PascalCase as spec §3 (camelCase accepted). */
function fieldsOf(body: unknown): Record<string, unknown> {
  const { channelLinksJson, programsJson, ...fields } = camelCaseKeys(body);
  return { ...fields, channelLinks: channelLinksJson, programs: programsJson };
}

const commonFields = {
  companyTitle: requiredText(M.companyTitle, 200),
  firstName: personName(M.firstName),
  lastName: personName(M.lastName),
  email: requiredText(M.email, 254)
    .refine(isEmail, M.emailFormat)
    .transform((email) => email.toLowerCase()),
  phone: requiredText(M.phone, 20).refine((phone) => LENDER_PHONE_PATTERN.test(phone), M.phoneFormat),
  role: integerFrom(M.role).refine((id) => id > 0, M.role),
  website: requiredText(M.website, 500).refine(isHttpUrl, M.websiteFormat),
  rating: z.preprocess(
    blankToUndefined,
    integerFrom(M.rating)
      .refine((rating) => rating >= LENDER_LIMITS.ratingMin && rating <= LENDER_LIMITS.ratingMax, M.rating)
      .optional(),
  ),
  shortDescription: optionalPlainText(1000).refine(
    (text) => text === undefined || text.length >= LENDER_LIMITS.shortDescriptionMin,
    M.shortDescriptionMin,
  ),
  lenderNiche: richText(),
  overlays: richText(),
  channelLinks: jsonList(channelLinkSchema, M.channelLinksJson),
  programs: jsonList(programSchema, M.programsJson).transform(programsFromEntries),
};

export const createLenderFormSchema = z.preprocess(
  fieldsOf,
  z.object({
    ...commonFields,
    password: newPasswordField(M.password, M.passwordMin),
  }),
);

/** Update: LenderId first (its message is the one shown when it is missing); no password. */
export const updateLenderFormSchema = z.preprocess(
  fieldsOf,
  z.object({
    lenderId: integerFrom(M.lenderId).refine((id) => id > 0 && id <= MAX_ID, M.lenderId),
    ...commonFields,
  }),
);

export type CreateLenderForm = z.output<typeof createLenderFormSchema>;
export type UpdateLenderForm = z.output<typeof updateLenderFormSchema>;
export type LenderFormChannelLink = ChannelLink;
