import { VENDOR_TICKET_MESSAGES } from '@lendhub/domain/vendors';
import { z } from 'zod';
import { blankToUndefined, camelCaseKeys, integerFrom, optionalText, requiredPlainText } from '../forms/fields.ts';
import { VENDOR_CATEGORIES, VENDOR_TICKET_PRIORITIES } from './constants.ts';

export { VENDOR_TICKET_MESSAGES };

const M = VENDOR_TICKET_MESSAGES;

/**
 * VendorCreateTicket (spec §3 "Vendor ticket"): multipart text fields in PascalCase (camelCase
 * accepted). Category is the 1-based index into the vendor categories of spec §9. CreatedBy and
 * ModifiedBy default to 'system'; dates and status are set by the server (new tickets are Open).
 */
export const createVendorTicketSchema = z.preprocess(
  camelCaseKeys,
  z.object({
    vendorId: integerFrom(M.vendorId).refine((id) => id > 0, M.vendorId),
    subject: requiredPlainText(M.subject, 200),
    category: integerFrom(M.category).refine((index) => index >= 1 && index <= VENDOR_CATEGORIES.length, M.category),
    priority: z.preprocess(
      (value) => {
        const blank = blankToUndefined(value);
        return typeof blank === 'string' ? blank.trim().toLowerCase() : blank;
      },
      z.enum(VENDOR_TICKET_PRIORITIES, { error: M.priority }),
    ),
    description: requiredPlainText(M.description, 10_000),
    createdBy: optionalText(100),
    modifiedBy: optionalText(100),
  }),
);

export type CreateVendorTicketInput = z.output<typeof createVendorTicketSchema>;
