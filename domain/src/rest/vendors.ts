import { isHalfStarRating, VENDOR_LIMITS as L, VENDOR_MESSAGES, VENDOR_TICKET_MESSAGES } from '../vendors.ts';
import { z } from 'zod';
import type { AttachmentDto } from './attachments.ts';
import {
  blankToUndefined,
  camelCaseKeys,
  integerFrom,
  isEmail,
  isWebsite,
  listFrom,
  numberFrom,
  optionalText,
  phoneDigits,
  requiredPlainText,
  requiredText,
} from './fields.ts';
import { idsQuery } from './ids.ts';
import { restRoute } from './route.ts';

/** Option lists of the vendor forms (spec §9 "Vendor categories", "Loan types", the 25-item services list). */

export const VENDOR_CATEGORIES = [
  'Mortgage Lender',
  'Mortgage Broker',
  'Direct Lender',
  'Credit Union',
  'Bank',
  'Online Lender',
  'Wholesale Lender',
  'Jumbo Loan Specialist',
  'FHA/VA Specialist',
  'Portfolio Lender',
] as const;

export const VENDOR_LOAN_TYPES = [
  'Fixed-rate',
  'Adjustable-rate',
  'FHA',
  'VA',
  'USDA',
  'Jumbo',
  'Super Jumbo',
  'Interest-only',
  'Balloon',
  'Conventional',
  'Portfolio',
] as const;

/** The spec names only the first and last of its 25 services; the items between are ours. */
export const VENDOR_SERVICES = [
  'Conventional Loans',
  'FHA Loans',
  'VA Loans',
  'USDA Loans',
  'Jumbo Loans',
  'Refinancing',
  'Cash-Out Refinancing',
  'Home Equity Loans',
  'HELOC',
  'Reverse Mortgages',
  'Construction Loans',
  'Renovation Loans',
  'Bridge Loans',
  'Investment Property Loans',
  'Commercial Loans',
  'Non-QM Loans',
  'Bank Statement Loans',
  'DSCR Loans',
  'Asset Depletion Loans',
  'Interest-Only Loans',
  'First-Time Homebuyer Programs',
  'Down Payment Assistance',
  'Manufactured Home Loans',
  'Foreign National Loans',
  'Portfolio Loans',
] as const;

export const VENDOR_STATUSES = ['Active', 'Inactive'] as const;

/** Vendor ticket priorities (spec §5 "Vendor ticket"). */
export const VENDOR_TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;

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

/** Messages of spec §5 "Vendor ticket", shared with the web (@lendhub/domain/vendors). */
export { VENDOR_TICKET_MESSAGES };

const TM = VENDOR_TICKET_MESSAGES;

/**
 * VendorCreateTicket (spec §3 "Vendor ticket"): multipart text fields in PascalCase (camelCase
 * accepted). Category is the 1-based index into the vendor categories of spec §9. CreatedBy and
 * ModifiedBy default to 'system'; dates and status are set by the server (new tickets are Open).
 */
export const createVendorTicketSchema = z.preprocess(
  camelCaseKeys,
  z.object({
    vendorId: integerFrom(TM.vendorId).refine((id) => id > 0, TM.vendorId),
    subject: requiredPlainText(TM.subject, 200),
    category: integerFrom(TM.category).refine((index) => index >= 1 && index <= VENDOR_CATEGORIES.length, TM.category),
    priority: z.preprocess(
      (value) => {
        const blank = blankToUndefined(value);
        return typeof blank === 'string' ? blank.trim().toLowerCase() : blank;
      },
      z.enum(VENDOR_TICKET_PRIORITIES, { error: TM.priority }),
    ),
    description: requiredPlainText(TM.description, 10_000),
    createdBy: optionalText(100),
    modifiedBy: optionalText(100),
  }),
);

export type CreateVendorTicketInput = z.output<typeof createVendorTicketSchema>;

export type VendorStatus = (typeof VENDOR_STATUSES)[number];
export type VendorTicketPriority = (typeof VENDOR_TICKET_PRIORITIES)[number];

/**
 * A vendor with its mortgage information (spec §3 "Vendor"). Loan types and services come both
 * as arrays (`loanTypes`, `services`) and, inside `mortgageInfo`, as the comma-joined strings the
 * submission payload uses; the rates and rating appear flat and in `mortgageInfo` alike.
 */
export interface VendorDto {
  vendorId: number;
  vendorName: string;
  category: string;
  description: string;
  contactEmail: string;
  phoneNumber: string;
  website: string;
  status: VendorStatus;
  foundedYear: number;
  licenseNumber: string;
  loanTypes: string[];
  services: string[];
  minimumCreditScore: number;
  thirtyYearFixedRate: number;
  fifteenYearFixedRate: number;
  fiveOneARMRate: number;
  /** Half stars, 0.5–5. */
  rating: number;
  createdBy: string;
  createdDate: string;
  modifiedBy: string;
  modifiedDate: string;
  mortgageInfo: {
    loanTypes: string;
    services: string;
    minimumCreditScore: number;
    thirtyYearFixedRate: number;
    fifteenYearFixedRate: number;
    fiveOneARMRate: number;
    rating: number;
  };
}

/** A vendor ticket (spec §3 "Vendor ticket"); `ticketId` is what the client reads after creating one. */
export interface VendorTicketDto {
  ticketId: number;
  vendorId: number | null;
  vendorName: string;
  /** 1-based index into the vendor categories. */
  category: number;
  categoryName: string;
  priority: VendorTicketPriority;
  subject: string;
  description: string;
  status: string;
  requesterId: number | null;
  createdBy: string;
  createdDate: string;
  modifiedBy: string;
  modifiedDate: string;
  files: AttachmentDto[];
}

/** The option lists of the vendor forms (spec §9), so clients need not copy them. */
export interface VendorFormOptionsDto {
  categories: string[];
  loanTypes: string[];
  services: string[];
  statuses: VendorStatus[];
  ticketPriorities: VendorTicketPriority[];
}

/** The `{vendor, mortgageInfo}` body of spec §3, as a client sends it (lists comma-joined or arrays). */
export type VendorBody = z.input<typeof createVendorSchema>;

const VENDOR_NOT_FOUND = 'Vendor not found';

/**
 * Vendors with mortgage information (spec §7 "Vendors"). Any signed-in user may read; only an Admin may write
 * (spec §6: the vendor admin screen is Admin only). Field errors are keyed by the field name alone
 * (`vendorName`, `loanTypes`…), those of an import by `vendors.{index}.{field}`.
 */
export const vendorRoutes = {
  /** Spec §7: "data array, or an object with status 404 meaning none" — none is HTTP 404 with an empty array. */
  list: restRoute<VendorDto[]>()({
    method: 'GET',
    path: '/api/Vendor/GetAllVendorWithMortgage',
    query: vendorListQuerySchema,
    messages: { none: 'No vendors found.' },
  }),
  formOptions: restRoute<VendorFormOptionsDto>()({ method: 'GET', path: '/api/Vendor/GetVendorFormOptions' }),
  byIds: restRoute<VendorDto[]>()({ method: 'GET', path: '/api/Vendor/GetVendorsByIds', query: idsQuery }),
  create: restRoute<VendorDto>()({
    method: 'POST',
    path: '/api/Vendor/CreateVendorWithMortgage',
    body: createVendorSchema,
    messages: { ok: (vendorName: string) => `Vendor ${vendorName} added successfully` },
  }),
  /** Bulk create (the CSV import): every row checked like `create`; one refused row refuses the call. */
  import: restRoute<VendorDto[]>()({
    method: 'POST',
    path: '/api/Vendor/ImportVendorsWithMortgage',
    body: importVendorsSchema,
    messages: { ok: (count: number) => `${count} ${count === 1 ? 'vendor' : 'vendors'} imported successfully` },
  }),
  update: restRoute<VendorDto>()({
    method: 'PUT',
    path: '/api/Vendor/UpdateVendorWithMortgage',
    body: updateVendorSchema,
    messages: { ok: (vendorName: string) => `Vendor ${vendorName} updated successfully`, notFound: VENDOR_NOT_FOUND },
  }),
  delete: restRoute<{ vendorId: number }>()({
    method: 'DELETE',
    path: '/api/Vendor/DeleteVendorWithMortgage/:id',
    messages: { ok: 'Vendor deleted successfully', notFound: VENDOR_NOT_FOUND },
  }),
};

/**
 * Tickets about a vendor (spec §7 `VendorTicket/VendorCreateTicket`, multipart with `Files`). Any signed-in user may
 * file one; each sees their own, an Admin sees all.
 */
export const vendorTicketRoutes = {
  create: restRoute<VendorTicketDto>()({
    method: 'POST',
    path: '/api/VendorTicket/VendorCreateTicket',
    body: createVendorTicketSchema,
    uploads: ['Files'],
    messages: { ok: (vendorName: string) => `Ticket for ${vendorName} created successfully`, vendorNotFound: VENDOR_NOT_FOUND },
  }),
  byIds: restRoute<VendorTicketDto[]>()({ method: 'GET', path: '/api/VendorTicket/GetVendorTicketsByIds', query: idsQuery }),
};
