import type { ColumnType, Generated } from 'kysely';

export interface TicketsTable {
  id: Generated<number>;
  ticket_title: string;
  description: string;
  /** A category value of spec §5 (e.g. `appraisals`), or null with subcategory null. */
  category: string | null;
  subcategory: string | null;
  status: ColumnType<'Open' | 'In Progress' | 'Closed', 'Open' | 'In Progress' | 'Closed' | undefined, 'Open' | 'In Progress' | 'Closed'>;
  /** The creator's email when the ticket was written. */
  email_address: string;
  /** The creator; null once that user is deleted. */
  created_by: number | null;
  created_date: ColumnType<Date, string | undefined, never>;
  modified_date: ColumnType<Date, string | undefined, string>;
}

export interface TicketRepliesTable {
  id: Generated<number>;
  ticket_id: number;
  title: string;
  message: string;
  reply_from: string;
  reply_to: string;
  author_id: number | null;
  created_date: ColumnType<Date, string | undefined, never>;
}

export interface TicketsTables {
  tickets: TicketsTable;
  ticket_replies: TicketRepliesTable;
}
