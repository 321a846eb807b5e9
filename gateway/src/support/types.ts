import type { ApiAttachment } from '../platform/uploads/attachments.ts';

/** REST shapes of contact support (api/src/support). */

export interface ApiSupportTicket {
  contactSupportTicketId: number;
  subject: string;
  category: 'technical' | 'account' | 'billing' | 'feature' | 'other';
  priority: 'low' | 'medium' | 'high' | 'critical';
  description: string;
  status: string;
  emailAddress: string;
  createdBy: number | null;
  createdDate: string;
  modifiedDate: string;
  files: ApiAttachment[];
}

export interface ApiContactInformation {
  supportHours: string;
  email: string;
  phone: string;
  liveChatAvailability: string;
}
