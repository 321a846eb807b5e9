import { VENDOR_TICKET_MESSAGES as M } from '@lendhub/domain/vendors';
import { z } from 'zod';

/** Spec §5 "Vendor ticket": subject, category, priority and description required; attachments optional. */
export const vendorTicketSchema = z.object({
  subject: z.string().trim().min(1, M.subject),
  /** 1-based index into the vendor categories, as text from the select. */
  category: z.string().min(1, M.category).transform(Number),
  priority: z.enum(['LOW', 'MEDIUM', 'HIGH', 'URGENT'], { error: M.priority }),
  description: z.string().trim().min(1, M.description),
});

export type VendorTicketValues = z.input<typeof vendorTicketSchema>;
export type VendorTicketInput = z.output<typeof vendorTicketSchema>;

export const EMPTY_VENDOR_TICKET: VendorTicketValues = {
  subject: '',
  category: '',
  priority: '' as VendorTicketValues['priority'],
  description: '',
};
