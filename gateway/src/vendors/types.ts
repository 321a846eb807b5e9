/** REST shapes of vendors and vendor tickets (api/src/vendors). */

export interface ApiVendor {
  vendorId: number;
  vendorName: string;
  category: string;
  description: string;
  contactEmail: string;
  phoneNumber: string;
  website: string;
  status: 'Active' | 'Inactive';
  foundedYear: number;
  licenseNumber: string;
  loanTypes: string[];
  services: string[];
  minimumCreditScore: number;
  thirtyYearFixedRate: number;
  fifteenYearFixedRate: number;
  fiveOneARMRate: number;
  rating: number;
  createdBy: string;
  createdDate: string;
  modifiedBy: string;
  modifiedDate: string;
}

export interface ApiAttachment {
  fileName: string;
  url: string;
  contentType: string;
  size: number;
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
  ticketPriorities: string[];
}

/** The `{vendor, mortgageInfo}` body of spec §3. */
export interface ApiVendorPayload {
  vendor: {
    vendorName: string;
    category: string;
    description: string;
    contactEmail: string;
    phoneNumber: string;
    website: string;
    status: 'Active' | 'Inactive';
    foundedYear: number;
    licenseNumber: string;
    createdBy?: string;
    modifiedBy?: string;
  };
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
