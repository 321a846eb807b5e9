// The API's pricing answers (api/src/pricing, api/src/quotes), as the resolvers' parents.

export interface ApiPriceLine {
  label: string;
  points: number;
}

export interface ApiOffer {
  id: string;
  lenderName: string;
  productName: string;
  termYears: number;
  rate: number;
  price: number;
  lenderCredit: number;
  lines: ApiPriceLine[];
  payment: {
    principalAndInterest: number;
    interestOnly: boolean;
    taxes: number;
    insurance: number;
    mortgageInsurance: number;
    total: number;
  };
}

export interface ApiSheetSource {
  lenderName: string;
  source: string | null;
}

export interface ApiPricingResult {
  live: boolean;
  county: { fips: string; name: string; state: string; year: number; listed: boolean };
  countyChoices: { fips: string; name: string; state: string }[];
  loanClass: 'CONFORMING' | 'HIGH_BALANCE' | 'JUMBO';
  limits: { conforming: number; county: number };
  ltv: number;
  featured: ApiOffer[];
  terms: { termYears: number; offers: ApiOffer[] }[];
  ineligible: { lenderName: string; productName: string; reasons: string[] }[];
  sources: ApiSheetSource[];
}

export interface ApiRateSheet {
  id: number;
  lenderId: number;
  lenderName: string;
  status: 'Draft' | 'Active' | 'Retired';
  format: 'csv' | 'json';
  productCount: number;
  source: string | null;
  effectiveAt: string;
  expiresAt: string;
  activatedAt: string | null;
  createdAt: string;
}

export interface ApiSavedQuote {
  id: number;
  name: string;
  scenario: Record<string, unknown>;
  offers: ApiOffer[];
  loanId: number | null;
  createdAt: string;
}

export interface ApiQuotePdf {
  fileName: string;
  contentType: string;
  contentBase64: string;
}
