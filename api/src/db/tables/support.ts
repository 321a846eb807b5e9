import type { ColumnType, Generated } from 'kysely';
import type { TicketAttachmentsTable } from './vendors.ts';

export interface ContactSupportTicketsTable {
  id: Generated<number>;
  subject: string;
  category: 'technical' | 'account' | 'billing' | 'feature' | 'other';
  priority: 'low' | 'medium' | 'high' | 'critical';
  description: string;
  status: ColumnType<string, string | undefined, string>;
  email_address: string;
  created_by: number | null;
  created_date: ColumnType<Date, string | undefined, never>;
  modified_date: ColumnType<Date, string | undefined, string>;
}

/** One row (id 1), seeded by migration 0202. */
export interface ContactInformationTable {
  id: number;
  support_hours: string;
  email: string;
  phone: string;
  live_chat_availability: string;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface SupportTables {
  contact_support_tickets: ContactSupportTicketsTable;
  contact_support_attachments: TicketAttachmentsTable;
  contact_information: ContactInformationTable;
}
