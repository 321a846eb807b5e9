import type { ColumnType, Generated } from 'kysely';

/** jsonb columns: read as parsed values, written as JSON text (works on pg and PGlite alike). */
type Json<T> = ColumnType<T, string, string>;
type CreatedAt = ColumnType<Date, string | undefined, never>;
type UpdatedAt = ColumnType<Date, string | undefined, string>;

export interface VendorsTable {
  id: Generated<number>;
  vendor_name: string;
  /** One of the vendor categories of spec §9. */
  category: string;
  description: string;
  contact_email: string;
  phone_number: string;
  website: string;
  status: 'Active' | 'Inactive';
  founded_year: number;
  license_number: string;
  created_by: ColumnType<string, string | undefined, string>;
  modified_by: ColumnType<string, string | undefined, string>;
  created_date: CreatedAt;
  modified_date: UpdatedAt;
}

export interface VendorMortgageInfoTable {
  vendor_id: number;
  loan_types: Json<string[]>;
  services: Json<string[]>;
  minimum_credit_score: number;
  thirty_year_fixed_rate: number;
  fifteen_year_fixed_rate: number;
  five_one_arm_rate: number;
  /** Half stars, 0.5–5. */
  rating: number;
}

export interface VendorTicketsTable {
  id: Generated<number>;
  /** Null once the vendor is deleted; `vendor_name` keeps who it was about. */
  vendor_id: number | null;
  vendor_name: string;
  /** 1-based index into the vendor categories of spec §9. */
  category: number;
  priority: 'low' | 'medium' | 'high' | 'urgent';
  subject: string;
  description: string;
  status: ColumnType<string, string | undefined, string>;
  /** The signed-in user who filed it. */
  requester_id: number | null;
  created_by: ColumnType<string, string | undefined, string>;
  modified_by: ColumnType<string, string | undefined, string>;
  created_date: CreatedAt;
  modified_date: UpdatedAt;
}

/** A stored upload attached to a ticket (same columns for vendor and contact support tickets). */
export interface TicketAttachmentsTable {
  id: Generated<number>;
  ticket_id: number;
  /** `/uploads/<name>` as the uploads store returns it. */
  file_url: string;
  /** The client's file name, for display. */
  file_name: string;
  content_type: string;
  size_bytes: number;
}

export interface VendorsTables {
  vendors: VendorsTable;
  vendor_mortgage_info: VendorMortgageInfoTable;
  vendor_tickets: VendorTicketsTable;
  vendor_ticket_attachments: TicketAttachmentsTable;
}
