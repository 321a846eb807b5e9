import { isHttpUrl } from '@lendhub/domain/lenders';
import { isHalfStarRating, VENDOR_LIMITS as L, VENDOR_MESSAGES as M } from '@lendhub/domain/vendors';
import { z } from 'zod';
import type { CreateVendorInput } from '../../__generated__/useCreateVendorMutation.graphql';

/** The option lists the schema serves (`vendorFormOptions`). */
export interface VendorOptions {
  categories: readonly string[];
  loanTypes: readonly string[];
  services: readonly string[];
}

export const VENDOR_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type VendorStatusValue = (typeof VENDOR_STATUSES)[number];

/** What the form holds: text as typed (numbers too), the two lists as chosen. */
export interface VendorFormValues {
  name: string;
  category: string;
  contactEmail: string;
  phoneNumber: string;
  website: string;
  status: string;
  foundedYear: string;
  licenseNumber: string;
  description: string;
  loanTypes: string[];
  services: string[];
  minimumCreditScore: string;
  rating: string;
  thirtyYearFixedRate: string;
  fifteenYearFixedRate: string;
  fiveOneArmRate: string;
}

/** The GraphQL CreateVendorInput the form sends. */
export type VendorInputValues = CreateVendorInput;

function isVendorStatus(value: string): value is VendorStatusValue {
  return (VENDOR_STATUSES as readonly string[]).includes(value);
}

/** A vendor as the schema serves it (the status a plain string). */
export type VendorValuesLike = Omit<VendorInputValues, 'status'> & { status: string };

export const EMPTY_VENDOR_FORM: VendorFormValues = {
  name: '',
  category: '',
  contactEmail: '',
  phoneNumber: '',
  website: '',
  status: '',
  foundedYear: '',
  licenseNumber: '',
  description: '',
  loanTypes: [],
  services: [],
  minimumCreditScore: '',
  rating: '',
  thirtyYearFixedRate: '',
  fifteenYearFixedRate: '',
  fiveOneArmRate: '',
};

/** A website as typed: no spaces, and 'acme.com' reads as https://acme.com. */
function isWebsite(value: string): boolean {
  return !/\s/.test(value) && isHttpUrl(/^https?:\/\//i.test(value) ? value : `https://${value}`);
}

function phoneDigitCount(value: string): number | null {
  const compact = value.replace(/[\s().-]/g, '');
  return /^\+?\d+$/.test(compact) ? compact.replace(/^\+/, '').length : null;
}

const required = (message: string) => z.string().trim().min(1, { error: message, abort: true });

/** A number typed as text: `message` when blank or not a number, `rangeMessage` when `inRange` fails. */
function numberText(message: string, rangeMessage: string, inRange: (value: number) => boolean, integer = false) {
  return required(message)
    .refine((text) => (integer ? /^-?\d+$/ : /^-?(\d+\.?\d*|\.\d+)$/).test(text), { error: message, abort: true })
    .transform(Number)
    .refine(inRange, rangeMessage);
}

function oneOf(options: readonly string[], message: string) {
  return z.string().refine((value) => options.includes(value), message);
}

function someOf(options: readonly string[], message: string, label: string) {
  return z
    .array(z.string())
    .min(1, { error: message, abort: true })
    .refine((items) => items.every((item) => options.includes(item)), {
      error: (issue) => `Unknown ${label}: ${(issue.input as string[]).filter((item) => !options.includes(item)).join(', ')}`,
    });
}

const rate = () => numberText(M.rate, M.rateRange, (value) => value > 0 && value <= L.rateMax);

/**
 * Spec §5 "Vendor add/edit": every field required, with its message (from @lendhub/domain/vendors,
 * as the API checks them). The CSV import checks each row with the same schema.
 */
export function vendorFormSchema(options: VendorOptions) {
  return z.object({
    name: required(M.vendorName),
    category: required(M.category).pipe(oneOf(options.categories, M.category)),
    contactEmail: required(M.contactEmail).pipe(z.email(M.contactEmailFormat)),
    phoneNumber: required(M.phoneNumber).refine((value) => {
      const digits = phoneDigitCount(value);
      return digits !== null && digits >= L.phoneDigitsMin && digits <= L.phoneDigitsMax;
    }, M.phoneNumberFormat),
    website: required(M.website).refine(isWebsite, M.websiteFormat),
    status: z
      .string()
      .refine(isVendorStatus, M.status)
      .transform((value) => value as VendorStatusValue),
    foundedYear: numberText(
      M.foundedYear,
      M.foundedYearRange,
      (year) => year >= L.foundedYearMin && year <= new Date().getFullYear(),
      true,
    ),
    licenseNumber: required(M.licenseNumber),
    description: required(M.description),
    loanTypes: someOf(options.loanTypes, M.loanTypes, 'loan type'),
    services: someOf(options.services, M.services, 'service'),
    minimumCreditScore: numberText(
      M.minimumCreditScore,
      M.minimumCreditScoreRange,
      (score) => score >= L.creditScoreMin && score <= L.creditScoreMax,
      true,
    ),
    rating: numberText(M.rating, M.ratingHalfStars, isHalfStarRating),
    thirtyYearFixedRate: rate(),
    fifteenYearFixedRate: rate(),
    fiveOneArmRate: rate(),
  }) satisfies z.ZodType<VendorInputValues, VendorFormValues>;
}

/** A vendor's values as the form shows them (editing, and the CSV export). */
export function vendorFormValues(vendor: VendorValuesLike): VendorFormValues {
  return {
    ...vendor,
    loanTypes: [...vendor.loanTypes],
    services: [...vendor.services],
    foundedYear: String(vendor.foundedYear),
    minimumCreditScore: String(vendor.minimumCreditScore),
    rating: String(vendor.rating),
    thirtyYearFixedRate: String(vendor.thirtyYearFixedRate),
    fifteenYearFixedRate: String(vendor.fifteenYearFixedRate),
    fiveOneArmRate: String(vendor.fiveOneArmRate),
  };
}
