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

/** Messages of spec §5 "Vendor add/edit"; the range checks beyond "required" are ours. */
export const VENDOR_MESSAGES = {
  vendorName: 'Please enter vendor name',
  category: 'Please select a category',
  contactEmail: 'Please enter contact email',
  contactEmailFormat: 'Please enter a valid email',
  phoneNumber: 'Please enter phone number',
  phoneNumberFormat: 'Please enter a valid phone number',
  website: 'Please enter website',
  websiteFormat: 'Please enter a valid website',
  status: 'Please select a status',
  foundedYear: 'Please enter founded year',
  foundedYearRange: 'Founded year must be between 1800 and this year',
  licenseNumber: 'Please enter license number',
  description: 'Please enter description',
  loanTypes: 'Please select loan types',
  services: 'Please select services',
  minimumCreditScore: 'Please enter minimum credit score',
  minimumCreditScoreRange: 'Minimum credit score must be between 300 and 850',
  rating: 'Please select rating',
  ratingHalfStars: 'Rating must be between 0.5 and 5 in half stars',
  rate: 'Please enter rate',
  rateRange: 'Rate must be between 0 and 30',
  vendorIdMissing: 'Vendor ID is missing. Cannot update vendor.',
} as const;

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
  return numberFrom(M.rate).refine((value) => value > 0 && value <= 30, M.rateRange);
}

const vendorSchema = z.object(
  {
    vendorName: requiredText(M.vendorName),
    category: oneOf(VENDOR_CATEGORIES, M.category),
    description: requiredText(M.description, 5000),
    contactEmail: requiredText(M.contactEmail, 254).refine(isEmail, M.contactEmailFormat),
    phoneNumber: requiredText(M.phoneNumber, 40).refine((value) => {
      const digits = phoneDigits(value);
      return digits !== null && digits.length >= 7 && digits.length <= 15;
    }, M.phoneNumberFormat),
    website: requiredText(M.website, 500).refine(isWebsite, M.websiteFormat),
    status: oneOf(VENDOR_STATUSES, M.status),
    foundedYear: integerFrom(M.foundedYear).refine(
      (year) => year >= 1800 && year <= new Date().getUTCFullYear(),
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
      (score) => score >= 300 && score <= 850,
      M.minimumCreditScoreRange,
    ),
    thirtyYearFixedRate: rate(),
    fifteenYearFixedRate: rate(),
    fiveOneARMRate: rate(),
    rating: numberFrom(M.rating).refine(
      (value) => value >= 0.5 && value <= 5 && Number.isInteger(value * 2),
      M.ratingHalfStars,
    ),
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
    const nested = typeof record.vendor === 'object' && record.vendor !== null ? (record.vendor as Record<string, unknown>).vendorId : undefined;
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
