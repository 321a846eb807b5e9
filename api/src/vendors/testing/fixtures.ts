/*
 * Test-only: a complete vendor form body (POST /api/Vendor/CreateVendorWithMortgage), for the
 * schema unit tests and the HTTP tests alike. Override what a test is about.
 */
export function vendorFormBody(vendorName = 'Acme Mortgage') {
  return {
    vendor: {
      vendorName,
      category: 'Wholesale Lender',
      description: 'Wholesale partner for conventional and government loans.',
      contactEmail: 'partners@acme.example',
      phoneNumber: '(555) 201-3344',
      website: 'https://acme.example',
      status: 'Active',
      foundedYear: 1998,
      licenseNumber: 'NMLS-12345',
    },
    mortgageInfo: {
      loanTypes: 'FHA,VA',
      services: ['Conventional Loans', 'Portfolio Loans'],
      minimumCreditScore: 620,
      thirtyYearFixedRate: 6.875,
      fifteenYearFixedRate: 6.125,
      fiveOneARMRate: 5.99,
      rating: 4.5,
    },
  };
}
