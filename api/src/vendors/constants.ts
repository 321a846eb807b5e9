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

/** Spec §9: createdBy and modifiedBy default to 'system'. */
export const SYSTEM_USER = 'system';
