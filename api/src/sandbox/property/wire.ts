// Wire shapes of the property data service (a BatchData-style "property lookup, all attributes"
// API): the body of POST /property/lookup/all-attributes and of its answer, field for field.

export interface PropertyLookupRequest {
  street: string;
  city: string;
  state: string;
  zipcode: string;
}

export interface WireAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export interface WireMortgage {
  recordingDate: string;
  /** Amount recorded on the deed of trust, whole USD. */
  loanAmount: number;
  /** Amount at origination before any modification, whole USD. */
  originalLoanAmount: number;
  loanType: string;
  lenderName: string;
  /** Estimated unpaid balance today (0 once paid off), whole USD. */
  currentEstimatedBalance: number;
  /** Percent, e.g. 6.125. */
  currentEstimatedInterestRate: number;
  /** Principal and interest per month, whole USD. */
  estimatedPaymentAmount: number;
  open: boolean;
}

export interface WireSale {
  saleDate: string;
  salePrice: number;
  buyers: string[];
  sellers: string[];
  documentType: string;
}

export interface WireTaxYear {
  year: number;
  assessedValue: number;
  marketValue: number;
  taxAmount: number;
}

export interface WireForeclosure {
  status: string;
  filingDate: string;
  recordingDate: string;
  caseNumber: string;
  auctionDate: string | null;
}

export interface WireProperty {
  _id: string;
  address: WireAddress & { county: string; latitude: number; longitude: number };
  building: { bedroomCount: number; bathroomCount: number; livingAreaSquareFeet: number; yearBuilt: number };
  general: { propertyTypeDetail: string };
  owner: { fullName: string; ownerType: 'Individual' | 'Corporate' | 'Trust'; mailingAddress: WireAddress };
  quickLists: {
    absenteeOwner: boolean;
    corporateOwned: boolean;
    trustOwned: boolean;
    ownerOccupied: boolean;
    freeAndClear: boolean;
    preforeclosure: boolean;
  };
  valuation: {
    estimatedValue: number;
    priceRangeMin: number;
    priceRangeMax: number;
    /** 0–100. */
    confidenceScore: number;
    equity: number;
    /** Percent of the estimated value, 0–100. */
    equityPercent: number;
    /** Open liens over estimated value, percent with one decimal. */
    ltv: number;
    asOfDate: string;
  };
  openLien: { totalOpenLienBalance: number; totalOpenLienCount: number };
  taxHistory: WireTaxYear[];
  deedHistory: WireSale[];
  mortgageHistory: WireMortgage[];
  foreclosure: WireForeclosure | null;
}

export interface PropertyLookupResponse {
  status: { code: number; text: string };
  results: {
    properties: WireProperty[];
    meta: { requestCount: number; matchCount: number; noMatchCount: number };
  };
}
