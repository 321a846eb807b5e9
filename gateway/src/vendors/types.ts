import type { ApiAttachment } from '../platform/uploads/attachments.ts';

/** REST shapes of vendors and vendor tickets (api/src/vendors). */

/** What the vendor form sends and a vendor keeps (spec §3 "vendor"). */
interface ApiVendorFields {
  vendorName: string;
  category: string;
  description: string;
  contactEmail: string;
  phoneNumber: string;
  website: string;
  status: 'Active' | 'Inactive';
  foundedYear: number;
  licenseNumber: string;
}

/** The mortgage information of a vendor, lists as the API stores them. */
interface ApiMortgageInfo<List> {
  loanTypes: List;
  services: List;
  minimumCreditScore: number;
  thirtyYearFixedRate: number;
  fifteenYearFixedRate: number;
  fiveOneARMRate: number;
  rating: number;
}

export interface ApiVendor extends ApiVendorFields, ApiMortgageInfo<string[]> {
  vendorId: number;
  createdBy: string;
  createdDate: string;
  modifiedBy: string;
  modifiedDate: string;
}

export interface ApiVendorTicket {
  ticketId: number;
  vendorId: number | null;
  vendorName: string;
  category: number;
  categoryName: string;
  priority: 'low' | 'medium' | 'high' | 'urgent';
  subject: string;
  description: string;
  status: string;
  requesterId: number | null;
  createdBy: string;
  createdDate: string;
  modifiedBy: string;
  modifiedDate: string;
  files: ApiAttachment[];
}

export interface ApiVendorFormOptions {
  categories: string[];
  loanTypes: string[];
  services: string[];
  statuses: string[];
  ticketPriorities: ApiVendorTicket['priority'][];
}

/** The `{vendor, mortgageInfo}` body of spec §3 (lists comma-joined, as the vendor form sends them). */
export interface ApiVendorPayload {
  vendor: ApiVendorFields & { createdBy?: string; modifiedBy?: string };
  mortgageInfo: ApiMortgageInfo<string>;
}
