// Test-only: option lists and a complete vendor for the vendor rules' unit tests.
import type { VendorFormValues } from '../vendorFormSchema';

export const OPTIONS = {
  categories: ['Bank', 'Credit Union'],
  loanTypes: ['FHA', 'VA', 'Jumbo'],
  services: ['HELOC', 'Refinancing', 'Portfolio Loans'],
};

export const VALID_VENDOR_FORM: VendorFormValues = {
  name: 'Acme Mortgage',
  category: 'Bank',
  contactEmail: 'team@acme.example',
  phoneNumber: '(555) 201-3344',
  website: 'acme.example',
  status: 'ACTIVE',
  foundedYear: '1998',
  licenseNumber: 'NMLS-1',
  description: 'Wholesale partner.',
  loanTypes: ['FHA'],
  services: ['HELOC', 'Refinancing'],
  minimumCreditScore: '620',
  rating: '4.5',
  thirtyYearFixedRate: '6.875',
  fifteenYearFixedRate: '6.125',
  fiveOneArmRate: '5.99',
};
