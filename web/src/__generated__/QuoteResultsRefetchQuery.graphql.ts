/**
 * @generated SignedSource<<1719e2e4b595bc84ad03931588560b58>>
 * @relayHash 70a1e2f11832cc1350c6247044c734e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02894d351bee103fcc49c6cd9cbfbd6ebfd2d05cb4bd0545702e9ce271d550a8

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
export type QuoteResultsRefetchQuery$variables = {
  scenario: PriceScenarioInput;
};
export type QuoteResultsRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"QuoteResults_query">;
};
export type QuoteResultsRefetchQuery = {
  response: QuoteResultsRefetchQuery$data;
  variables: QuoteResultsRefetchQuery$variables;
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
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fips",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lenderName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "termYears",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "offerKey",
    "storageKey": null
  },
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "rate",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "lenderCredit",
    "storageKey": null
  },
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
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
        "storageKey": null
      }
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "QuoteResultsRefetchQuery",
    "selections": [
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuoteResultsRefetchQuery",
    "selections": [
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
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "year",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "listed",
                "storageKey": null
              },
              (v2/*:: as any*/)
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
              (v2/*:: as any*/),
              (v1/*:: as any*/)
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
            "selections": (v6/*:: as any*/),
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
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PriceOffer",
                "kind": "LinkedField",
                "name": "offers",
                "plural": true,
                "selections": (v6/*:: as any*/),
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "concreteType": "RateSheetSource",
            "kind": "LinkedField",
            "name": "sources",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "source",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "70a1e2f11832cc1350c6247044c734e2",
    "id": "02894d351bee103fcc49c6cd9cbfbd6ebfd2d05cb4bd0545702e9ce271d550a8",
    "metadata": {},
    "name": "QuoteResultsRefetchQuery",
    "operationKind": "query",
    "text": "query QuoteResultsRefetchQuery(\n  $scenario: PriceScenarioInput!\n) {\n  ...QuoteResults_query_14V3g\n}\n\nfragment IneligibleProducts_result on PricingResult {\n  ineligible {\n    lenderName\n    productName\n    reasons\n  }\n}\n\nfragment PriceBreakdownDialog_offer on PriceOffer {\n  lenderName\n  productName\n  termYears\n  rate\n  price\n  lenderCredit\n  lines {\n    label\n    points\n  }\n  payment {\n    taxes\n    insurance\n    mortgageInsurance\n    total\n  }\n}\n\nfragment QuoteResults_query_14V3g on Query {\n  priceScenario(input: $scenario) {\n    loanClass\n    conformingLimit\n    countyLimit\n    ltv\n    county {\n      name\n      state\n      year\n      listed\n      fips\n    }\n    countyChoices {\n      fips\n      name\n    }\n    featured {\n      offerKey\n      lenderName\n      productName\n      termYears\n      rate\n      lenderCredit\n      payment {\n        principalAndInterest\n        interestOnly\n        taxes\n        insurance\n        mortgageInsurance\n        total\n      }\n      ...PriceBreakdownDialog_offer\n    }\n    terms {\n      termYears\n      offers {\n        offerKey\n        lenderName\n        productName\n        termYears\n        rate\n        lenderCredit\n        payment {\n          principalAndInterest\n          interestOnly\n          taxes\n          insurance\n          mortgageInsurance\n          total\n        }\n        ...PriceBreakdownDialog_offer\n      }\n    }\n    ...IneligibleProducts_result\n    sources {\n      lenderName\n      source\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fd6e88c018f461e37c0e9a125be3f00f";

export default node;
