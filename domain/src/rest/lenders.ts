import { z } from 'zod';
import { sanitizeRichText } from '../html.ts';
import { LENDER_FORM_MESSAGES, LENDER_LIMITS, LENDER_PHONE_PATTERN, LENDER_PROGRAM_CATEGORIES } from '../lenders.ts';
import { visibleText } from '../visibleText.ts';
import {
  blankToUndefined,
  camelCaseKeys,
  camelCaseObject,
  integerFrom,
  isEmail,
  isHttpUrl,
  optionalPlainText,
  requiredText,
} from './fields.ts';
import { MAX_ID } from './ids.ts';
import { newPasswordField } from './passwords.ts';
import { restRoute } from './route.ts';

/** The six program categories of spec §3; each is a list of program names. */
export interface LenderPrograms {
  productOffer: string[];
  qmPrograms: string[];
  nonQmPrograms: string[];
  uniquePropertyType: string[];
  privateLoanPrograms: string[];
  conventionalPrograms: string[];
}

export type ProgramCategory = keyof LenderPrograms;

export interface ChannelLink {
  name: string;
  link: string;
}

/** Loan program filter values of the lenders list (spec §2). */
export const LOAN_PROGRAMS = ['qm', 'non_qm', 'fha', 'va'] as const;
export type LoanProgramFilter = (typeof LOAN_PROGRAMS)[number];

/** An empty query parameter (`?search=`) means "no filter". */
const optionalQueryText = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string({ error: message }).trim().max(max, message).optional(),
  );

export const lendersQuery = z.object({
  search: optionalQueryText(100, 'search must be at most 100 characters'),
  program: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(LOAN_PROGRAMS, { error: 'program must be one of qm, non_qm, fha, va' }).optional(),
  ),
  key: optionalQueryText(100, 'key must be at most 100 characters'),
});
export type LendersQuery = z.output<typeof lendersQuery>;

const wholeNumberText = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${name} must be a whole number from ${min} to ${max}`);
const wholeNumber = (name: string, min: number, max: number, fallback: number) => wholeNumberText(name, min, max).default(fallback);

/**
 * GetLendersPage: the list's filters plus a page (`limit` 1–100, default 20), starting either `offset` rows in (from 0)
 * or just after the lender named `afterName` with id `afterId` in the list's order (by name, then id). The second is
 * what a "load more" asks: a lender added or removed above it meanwhile neither repeats nor skips a row.
 */
export const lendersPageQuery = lendersQuery
  .extend({
    limit: wholeNumber('limit', 1, 100, 20),
    offset: wholeNumber('offset', 0, 999_999_999, 0),
    afterName: z.string({ error: 'afterName must be text' }).max(500, 'afterName must be at most 500 characters').optional(),
    afterId: wholeNumberText('afterId', 1, MAX_ID).optional(),
  })
  .transform(({ afterName, afterId, ...rest }, ctx) => {
    if ((afterName === undefined) !== (afterId === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: 'afterName and afterId go together',
        path: [afterName === undefined ? 'afterName' : 'afterId'],
      });
      return z.NEVER;
    }
    if (afterName !== undefined && rest.offset > 0) {
      ctx.addIssue({ code: 'custom', message: 'offset cannot be combined with afterName and afterId', path: ['offset'] });
      return z.NEVER;
    }
    return { ...rest, after: afterName === undefined || afterId === undefined ? undefined : { name: afterName, id: afterId } };
  });
export type LendersPageQuery = z.output<typeof lendersPageQuery>;

/** One page of lenders, how many match in all, and whether more follow this page. */
export interface LendersPage {
  items: LenderDto[];
  totalCount: number;
  hasMore: boolean;
}

export const lenderIdParams = z.object({
  id: z.string().trim().min(1, 'Lender not found'),
});

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

/** Sort columns of the Lender Management table. */
export const LENDER_SORT_BY = ['name', 'website', 'rating', 'company'] as const;
export type LenderSortBy = (typeof LENDER_SORT_BY)[number];

/** GetAllLendersForAdmin's sort. */
export const adminLendersQuery = z.object({
  sortBy: z.enum(LENDER_SORT_BY, { error: 'sortBy must be one of name, website, rating, company' }).default('name'),
  direction: z.enum(['asc', 'desc'], { error: 'direction must be asc or desc' }).default('asc'),
});

/** The Lender of architecture.md / spec §3. */
export interface LenderDto {
  id: number;
  slug: string;
  name: string;
  fullName: string;
  logo: string | null;
  image: string | null;
  website: string | null;
  description: string | null;
  shortDescription: string | null;
  status: string;
  rating: number | null;
  role: number;
  contact: { name: string | null; phone: string | null; email: string | null };
  profileImage: string | null;
  programs: LenderPrograms;
  lenderNiche: string | null;
  overlays: string | null;
  channelLinks: ChannelLink[];
  /** The portal account linked to this lender, if any. */
  userId: number | null;
}

const LENDER_NOT_FOUND = 'Lender not found';

/** The two image fields of the lender form: JPG/PNG/WEBP up to 2 MB, one file each (spec §5). */
export const LENDER_IMAGE_FIELDS = { profileImage: 'ProfileImage', companyLogo: 'CompanyLogo' } as const;

/**
 * Lenders (spec §7 "Lenders"): anyone signed in reads them; Lender Management is Admin only. Create and update are
 * multipart (spec §3 "Lender form submission"): PascalCase text fields, JSON lists as text, two images.
 */
export const lenderRoutes = {
  list: restRoute<LenderDto[]>()({ method: 'GET', path: '/api/Lender/GetAllLenders', query: lendersQuery }),
  /** One page and the total: the gateway's lenders connection asks only for the lenders it shows. */
  page: restRoute<LendersPage>()({
    method: 'GET',
    path: '/api/Lender/GetLendersPage',
    query: lendersPageQuery,
  }),
  /** By numeric id or slug. */
  byId: restRoute<LenderDto>()({ method: 'GET', path: '/api/Lender/GetLenderById/:id', messages: { notFound: LENDER_NOT_FOUND } }),
  adminList: restRoute<LenderDto[]>()({ method: 'GET', path: '/api/Lender/GetAllLendersForAdmin', query: adminLendersQuery }),
  create: restRoute<LenderDto>()({
    method: 'POST',
    path: '/api/Lender/CreateLender',
    body: createLenderFormSchema,
    uploads: Object.values(LENDER_IMAGE_FIELDS),
    messages: { ok: 'Lender created successfully!' },
  }),
  update: restRoute<LenderDto>()({
    method: 'POST',
    path: '/api/Lender/UpdateLender',
    body: updateLenderFormSchema,
    uploads: Object.values(LENDER_IMAGE_FIELDS),
    messages: { ok: 'Lender updated successfully!', notFound: LENDER_NOT_FOUND },
  }),
  delete: restRoute<{ lenderId: number; deactivatedUserId: number | null }>()({
    method: 'DELETE',
    path: '/api/Lender/DeletedLenderById/:id',
    messages: { ok: 'Lender deleted successfully', notFound: LENDER_NOT_FOUND },
  }),
};
