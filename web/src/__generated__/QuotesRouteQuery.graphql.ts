/**
 * @generated SignedSource<<7e6d8fc271be332220889fcbf79476ca>>
 * @relayHash 929704c703a464b0275ce696fdbed3a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 569a63183cb6e0c0fa16e05309df5d53e7c48153485f40d96d87a3448dc9ad19

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PricingCitizenship = "FOREIGN_NATIONAL" | "PERMANENT_RESIDENT" | "US_CITIZEN" | "%future added value";
export type PricingCreditEvent = "BANKRUPTCY" | "FORECLOSURE" | "NONE" | "SHORT_SALE" | "%future added value";
export type PricingDocType = "ASSET_DEPLETION" | "BANK_STATEMENT_12" | "BANK_STATEMENT_24" | "DSCR" | "FULL_DOC" | "NO_INCOME_DOC" | "%future added value";
export type PricingLoanType = "CONVENTIONAL" | "FHA" | "NON_QM" | "USDA" | "VA" | "%future added value";
export type PricingOccupancy = "INVESTMENT" | "OWNER_OCCUPIED" | "SECOND_HOME" | "%future added value";
export type PricingPropertyType = "CONDO" | "SINGLE_FAMILY" | "TOWNHOUSE" | "TWO_TO_FOUR_UNITS" | "%future added value";
export type PricingPurpose = "CASHOUT" | "PURCHASE" | "RATE_TERM" | "%future added value";
export type PriceScenarioInput = {
  citizenship?: PricingCitizenship | null | undefined;
  countyFips?: string | null | undefined;
  creditEvent?: PricingCreditEvent | null | undefined;
  docType: PricingDocType;
  dti?: number | null | undefined;
  fico: number;
  financedProperties?: number | null | undefined;
  hasSecondLien?: boolean | null | undefined;
  impoundEscrow?: boolean | null | undefined;
  interestOnly?: boolean | null | undefined;
  loanAmount: number;
  loanType: PricingLoanType;
  lockDays?: number | null | undefined;
  mortgageLates?: string | null | undefined;
  occupancy: PricingOccupancy;
  propertyType: PricingPropertyType;
  propertyValue: number;
  purpose: PricingPurpose;
  reservesMonths?: number | null | undefined;
  units?: number | null | undefined;
  year?: number | null | undefined;
  zipCode: string;
};
export type QuotesRouteQuery$variables = {
  scenario: PriceScenarioInput;
};
export type QuotesRouteQuery$data = {
  readonly pricingStatus: {
    readonly live: boolean;
    readonly sources: ReadonlyArray<{
      readonly lenderName: string;
      readonly source: string | null | undefined;
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"CountyLimitsDialog_query" | "QuoteResults_query" | "SavedQuotesPanel_query">;
};
export type QuotesRouteQuery = {
  response: QuotesRouteQuery$data;
  variables: QuotesRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "scenario"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lenderName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "RateSheetSource",
  "kind": "LinkedField",
  "name": "sources",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "PricingStatus",
  "kind": "LinkedField",
  "name": "pricingStatus",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "live",
      "storageKey": null
    },
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "year",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fips",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "offerKey",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productName",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "termYears",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rate",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lenderCredit",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v14 = [
  (v8/*:: as any*/),
  (v1/*:: as any*/),
  (v9/*:: as any*/),
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  (v12/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "PaymentEstimate",
    "kind": "LinkedField",
    "name": "payment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "principalAndInterest",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "interestOnly",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "taxes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "insurance",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mortgageInsurance",
        "storageKey": null
      },
      (v13/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "price",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "PriceLine",
    "kind": "LinkedField",
    "name": "lines",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "points",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v15 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "QuotesRouteQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "args": [
          {
            "kind": "Variable",
            "name": "scenario",
            "variableName": "scenario"
          }
        ],
        "kind": "FragmentSpread",
        "name": "QuoteResults_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CountyLimitsDialog_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SavedQuotesPanel_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuotesRouteQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "input",
            "variableName": "scenario"
          }
        ],
        "concreteType": "PricingResult",
        "kind": "LinkedField",
        "name": "priceScenario",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "loanClass",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "conformingLimit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "countyLimit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ltv",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PricedCounty",
            "kind": "LinkedField",
            "name": "county",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "listed",
                "storageKey": null
              },
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ZipCounty",
            "kind": "LinkedField",
            "name": "countyChoices",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PriceOffer",
            "kind": "LinkedField",
            "name": "featured",
            "plural": true,
            "selections": (v14/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PriceTerm",
            "kind": "LinkedField",
            "name": "terms",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PriceOffer",
                "kind": "LinkedField",
                "name": "offers",
                "plural": true,
                "selections": (v14/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "IneligibleProduct",
            "kind": "LinkedField",
            "name": "ineligible",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reasons",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "LoanLimitOptions",
        "kind": "LinkedField",
        "name": "loanLimitOptions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "years",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LimitState",
            "kind": "LinkedField",
            "name": "states",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "state",
            "value": "CA"
          },
          {
            "kind": "Literal",
            "name": "year",
            "value": 2026
          }
        ],
        "concreteType": "CountyLoanLimits",
        "kind": "LinkedField",
        "name": "countyLoanLimits",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "baseline",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CountyLoanLimit",
            "kind": "LinkedField",
            "name": "counties",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "county",
                "storageKey": null
              },
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "limits",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "countyLoanLimits(state:\"CA\",year:2026)"
      },
      {
        "alias": null,
        "args": (v15/*:: as any*/),
        "concreteType": "SavedQuoteConnection",
        "kind": "LinkedField",
        "name": "savedQuotes",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SavedQuoteEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedQuote",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v16/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Loan",
                    "kind": "LinkedField",
                    "name": "loan",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "internalId",
                        "storageKey": null
                      },
                      (v16/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "borrowerName",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SavedScenario",
                    "kind": "LinkedField",
                    "name": "scenario",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "loanAmount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "zipCode",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "propertyValue",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "fico",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PriceOffer",
                    "kind": "LinkedField",
                    "name": "offers",
                    "plural": true,
                    "selections": [
                      (v17/*:: as any*/),
                      (v8/*:: as any*/),
                      (v1/*:: as any*/),
                      (v9/*:: as any*/),
                      (v11/*:: as any*/),
                      (v10/*:: as any*/),
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PaymentEstimate",
                        "kind": "LinkedField",
                        "name": "payment",
                        "plural": false,
                        "selections": [
                          (v13/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "savedQuotes(first:10)"
      },
      {
        "alias": null,
        "args": (v15/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "SavedQuotesPanel_savedQuotes",
        "kind": "LinkedHandle",
        "name": "savedQuotes"
      }
    ]
  },
  "params": {
    "cacheID": "929704c703a464b0275ce696fdbed3a9",
    "id": "569a63183cb6e0c0fa16e05309df5d53e7c48153485f40d96d87a3448dc9ad19",
    "metadata": {},
    "name": "QuotesRouteQuery",
    "operationKind": "query",
    "text": "query QuotesRouteQuery(\n  $scenario: PriceScenarioInput!\n) {\n  pricingStatus {\n    live\n    sources {\n      lenderName\n      source\n    }\n  }\n  ...QuoteResults_query_14V3g\n  ...CountyLimitsDialog_query\n  ...SavedQuotesPanel_query\n}\n\nfragment AttachQuoteDialog_quote on SavedQuote {\n  id\n  name\n  loan {\n    id\n    internalId\n  }\n}\n\nfragment CountyLimitsDialog_query on Query {\n  loanLimitOptions {\n    years\n    states {\n      code\n      name\n    }\n  }\n  countyLoanLimits(year: 2026, state: \"CA\") {\n    year\n    baseline\n    counties {\n      fips\n      county\n      state\n      limits\n    }\n  }\n}\n\nfragment IneligibleProducts_result on PricingResult {\n  ineligible {\n    lenderName\n    productName\n    reasons\n  }\n}\n\nfragment PriceBreakdownDialog_offer on PriceOffer {\n  lenderName\n  productName\n  termYears\n  rate\n  price\n  lenderCredit\n  lines {\n    label\n    points\n  }\n  payment {\n    taxes\n    insurance\n    mortgageInsurance\n    total\n  }\n}\n\nfragment QuoteResults_query_14V3g on Query {\n  priceScenario(input: $scenario) {\n    loanClass\n    conformingLimit\n    countyLimit\n    ltv\n    county {\n      name\n      state\n      year\n      listed\n      fips\n    }\n    countyChoices {\n      fips\n      name\n    }\n    featured {\n      offerKey\n      lenderName\n      productName\n      termYears\n      rate\n      lenderCredit\n      payment {\n        principalAndInterest\n        interestOnly\n        taxes\n        insurance\n        mortgageInsurance\n        total\n      }\n      ...PriceBreakdownDialog_offer\n    }\n    terms {\n      termYears\n      offers {\n        offerKey\n        lenderName\n        productName\n        termYears\n        rate\n        lenderCredit\n        payment {\n          principalAndInterest\n          interestOnly\n          taxes\n          insurance\n          mortgageInsurance\n          total\n        }\n        ...PriceBreakdownDialog_offer\n      }\n    }\n    ...IneligibleProducts_result\n    sources {\n      lenderName\n      source\n    }\n  }\n}\n\nfragment SavedQuoteDialog_quote on SavedQuote {\n  name\n  loan {\n    internalId\n    borrowerName\n    id\n  }\n  scenario {\n    loanAmount\n    propertyValue\n    zipCode\n    fico\n  }\n  offers {\n    offerKey\n    lenderName\n    productName\n    rate\n    termYears\n    lenderCredit\n    payment {\n      total\n    }\n  }\n}\n\nfragment SavedQuoteRow_quote on SavedQuote {\n  id\n  name\n  createdAt\n  loan {\n    internalId\n    id\n  }\n  scenario {\n    loanAmount\n    zipCode\n  }\n  offers {\n    __typename\n  }\n  ...SavedQuoteDialog_quote\n  ...AttachQuoteDialog_quote\n}\n\nfragment SavedQuotesPanel_query on Query {\n  savedQuotes(first: 10) {\n    edges {\n      node {\n        id\n        ...SavedQuoteRow_quote\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1a970a3ddfd0c79dedfae27a331ed20a";

export default node;
