import { isHalfStarRating, VENDOR_LIMITS as L, VENDOR_MESSAGES } from '@lendhub/domain/vendors';
import { z } from 'zod';
import {
  blankToUndefined,
  integerFrom,
  isEmail,
  isWebsite,
  listFrom,
  numberFrom,
  optionalText,
  phoneDigits,
  requiredText,
} from '../forms/fields.ts';
import { VENDOR_CATEGORIES, VENDOR_LOAN_TYPES, VENDOR_SERVICES, VENDOR_STATUSES } from './constants.ts';

/** Messages of spec §5 "Vendor add/edit", shared with the web (@lendhub/domain/vendors). */
export { VENDOR_MESSAGES };

const M = VENDOR_MESSAGES;

function oneOf<T extends readonly string[]>(options: T, message: string) {
  return z.preprocess(blankToUndefined, z.enum(options as unknown as [T[number], ...T[number][]], { error: message }));
}

/** A non-empty list whose every item is one of `options`. */
function listOf<T extends readonly string[]>(options: T, message: string, label: string) {
  const allowed = new Set<string>(options);
  return listFrom(message)
    .refine((items) => items.length > 0, message)
    .superRefine((items, ctx) => {
      const unknown = items.filter((item) => !allowed.has(item));
      if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: `Unknown ${label}: ${unknown.join(', ')}` });
    });
}

function rate() {
  return numberFrom(M.rate).refine((value) => value > 0 && value <= L.rateMax, M.rateRange);
}

const vendorSchema = z.object(
  {
    vendorName: requiredText(M.vendorName),
    category: oneOf(VENDOR_CATEGORIES, M.category),
    description: requiredText(M.description, 5000),
    contactEmail: requiredText(M.contactEmail, 254).refine(isEmail, M.contactEmailFormat),
    phoneNumber: requiredText(M.phoneNumber, 40).refine((value) => {
      const digits = phoneDigits(value);
      return digits !== null && digits.length >= L.phoneDigitsMin && digits.length <= L.phoneDigitsMax;
    }, M.phoneNumberFormat),
    website: requiredText(M.website, 500).refine(isWebsite, M.websiteFormat),
    status: oneOf(VENDOR_STATUSES, M.status),
    foundedYear: integerFrom(M.foundedYear).refine(
      (year) => year >= L.foundedYearMin && year <= new Date().getUTCFullYear(),
      M.foundedYearRange,
    ),
    licenseNumber: requiredText(M.licenseNumber, 100),
    createdBy: optionalText(100),
    modifiedBy: optionalText(100),
  },
  { error: 'Vendor details are missing' },
);

const mortgageInfoSchema = z.object(
  {
    loanTypes: listOf(VENDOR_LOAN_TYPES, M.loanTypes, 'loan type'),
    services: listOf(VENDOR_SERVICES, M.services, 'service'),
    minimumCreditScore: integerFrom(M.minimumCreditScore).refine(
      (score) => score >= L.creditScoreMin && score <= L.creditScoreMax,
      M.minimumCreditScoreRange,
    ),
    thirtyYearFixedRate: rate(),
    fifteenYearFixedRate: rate(),
    fiveOneARMRate: rate(),
    rating: numberFrom(M.rating).refine(isHalfStarRating, M.ratingHalfStars),
  },
  { error: 'Mortgage information is missing' },
);

/**
 * Body of CreateVendorWithMortgage: `{vendor, mortgageInfo}` (spec §3). Errors are keyed by the
 * field name alone (`vendorName`, `loanTypes`, …): the names do not clash between the two parts.
 */
export const createVendorSchema = z.object({ vendor: vendorSchema, mortgageInfo: mortgageInfoSchema });

/** Body of UpdateVendorWithMortgage: the same plus `vendorId` (top level or inside `vendor`). */
export const updateVendorSchema = z.preprocess(
  (body) => {
    if (typeof body !== 'object' || body === null) return body;
    const record = body as Record<string, unknown>;
    const nested =
      typeof record.vendor === 'object' && record.vendor !== null ? (record.vendor as Record<string, unknown>).vendorId : undefined;
    return { ...record, vendorId: record.vendorId ?? nested };
  },
  // vendorId first: when it is missing, that is the message the form shows.
  z.object({
    vendorId: integerFrom(M.vendorIdMissing).refine((id) => id > 0, M.vendorIdMissing),
    vendor: vendorSchema,
    mortgageInfo: mortgageInfoSchema,
  }),
);

export type VendorInput = z.output<typeof createVendorSchema>;
export type UpdateVendorInput = z.output<typeof updateVendorSchema>;

/** Query of GetAllVendorWithMortgage: optional free-text search over name, category, email and licence. */
export const vendorListQuerySchema = z.object({ search: optionalText(100) });

/** The CSV import sends at most this many vendors in one call (well under the 1 MB JSON limit). */
export const MAX_IMPORTED_VENDORS = 500;

export const IMPORT_MESSAGES = {
  empty: 'Please choose at least one vendor to import',
  tooMany: `At most ${MAX_IMPORTED_VENDORS} vendors per import`,
} as const;

/** Body of ImportVendorsWithMortgage: `{vendors: [{vendor, mortgageInfo}, …]}`; each row is checked by `createVendorSchema`. */
export const importVendorsSchema = z.object({
  vendors: z
    .array(z.unknown(), { error: IMPORT_MESSAGES.empty })
    .min(1, IMPORT_MESSAGES.empty)
    .max(MAX_IMPORTED_VENDORS, IMPORT_MESSAGES.tooMany),
});
