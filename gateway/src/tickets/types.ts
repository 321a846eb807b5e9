/** REST shapes of the ticketing system (api/src/tickets). */

export type ApiTicketStatus = 'Open' | 'In Progress' | 'Closed';

export interface ApiTicketReply {
  replyId: number;
  ticketId: number;
  title: string;
  message: string;
  from: string;
  to: string;
  authorId: number | null;
  createdDate: string;
}

export interface ApiTicket {
  ticketId: number;
  ticketTitle: string;
  description: string;
  category: string | null;
  subcategory: string | null;
  status: ApiTicketStatus;
  emailAddress: string;
  /** The creator's user id. */
  createdBy: number | null;
  createdDate: string;
  modifiedDate: string;
  /** Oldest first. */
  replies: ApiTicketReply[];
}

export interface ApiTicketOption {
  value: string;
  label: string;
}

export interface ApiTicketOptions {
  categories: (ApiTicketOption & { subcategories: ApiTicketOption[] })[];
  statuses: ApiTicketStatus[];
}
