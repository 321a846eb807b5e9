/**
 * @generated SignedSource<<225d339839e31c719e2f0aed4acdb834>>
 * @relayHash 083226c7e6d103430d2281e0c5330513
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a6ee038bc990076c8990018f2082341c3d8588fbe89559b91dc6a37a63bd8fe1

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PricingCitizenship = "FOREIGN_NATIONAL" | "PERMANENT_RESIDENT" | "US_CITIZEN" | "%future added value";
export type PricingCreditEvent = "BANKRUPTCY" | "FORECLOSURE" | "NONE" | "SHORT_SALE" | "%future added value";
export type PricingDocType = "ASSET_DEPLETION" | "BANK_STATEMENT_12" | "BANK_STATEMENT_24" | "DSCR" | "FULL_DOC" | "NO_INCOME_DOC" | "%future added value";
export type PricingLoanType = "CONVENTIONAL" | "FHA" | "NON_QM" | "USDA" | "VA" | "%future added value";
export type PricingOccupancy = "INVESTMENT" | "OWNER_OCCUPIED" | "SECOND_HOME" | "%future added value";
export type PricingPropertyType = "CONDO" | "SINGLE_FAMILY" | "TOWNHOUSE" | "TWO_TO_FOUR_UNITS" | "%future added value";
export type PricingPurpose = "CASHOUT" | "PURCHASE" | "RATE_TERM" | "%future added value";
export type SaveQuoteInput = {
  loanId?: number | null | undefined;
  name: string;
  offerKeys: ReadonlyArray<string>;
  scenario: PriceScenarioInput;
};
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
export type useSaveQuoteMutation$variables = {
  connections: ReadonlyArray<string>;
  input: SaveQuoteInput;
};
export type useSaveQuoteMutation$data = {
  readonly saveQuote: {
    readonly message: string;
    readonly quoteEdge: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"SavedQuoteRow_quote">;
      };
    };
  };
};
export type useSaveQuoteMutation = {
  response: useSaveQuoteMutation$data;
  variables: useSaveQuoteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveQuoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SaveQuotePayload",
        "kind": "LinkedField",
        "name": "saveQuote",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SavedQuoteEdge",
            "kind": "LinkedField",
            "name": "quoteEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedQuote",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SavedQuoteRow_quote"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSaveQuoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SaveQuotePayload",
        "kind": "LinkedField",
        "name": "saveQuote",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SavedQuoteEdge",
            "kind": "LinkedField",
            "name": "quoteEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedQuote",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
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
                      (v5/*:: as any*/),
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "offerKey",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lenderName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "productName",
                        "storageKey": null
                      },
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
                        "name": "termYears",
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
                            "name": "total",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependEdge",
            "key": "",
            "kind": "LinkedHandle",
            "name": "quoteEdge",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "083226c7e6d103430d2281e0c5330513",
    "id": "a6ee038bc990076c8990018f2082341c3d8588fbe89559b91dc6a37a63bd8fe1",
    "metadata": {},
    "name": "useSaveQuoteMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveQuoteMutation(\n  $input: SaveQuoteInput!\n) {\n  saveQuote(input: $input) {\n    message\n    quoteEdge {\n      cursor\n      node {\n        id\n        ...SavedQuoteRow_quote\n      }\n    }\n  }\n}\n\nfragment AttachQuoteDialog_quote on SavedQuote {\n  id\n  name\n  loan {\n    id\n    internalId\n  }\n}\n\nfragment SavedQuoteDialog_quote on SavedQuote {\n  name\n  loan {\n    internalId\n    borrowerName\n    id\n  }\n  scenario {\n    loanAmount\n    propertyValue\n    zipCode\n    fico\n  }\n  offers {\n    offerKey\n    lenderName\n    productName\n    rate\n    termYears\n    lenderCredit\n    payment {\n      total\n    }\n  }\n}\n\nfragment SavedQuoteRow_quote on SavedQuote {\n  id\n  name\n  createdAt\n  loan {\n    internalId\n    id\n  }\n  scenario {\n    loanAmount\n    zipCode\n  }\n  offers {\n    __typename\n  }\n  ...SavedQuoteDialog_quote\n  ...AttachQuoteDialog_quote\n}\n"
  }
};
})();

(node as any).hash = "d1bd7c72e33425a355f2bb0a4b187741";

export default node;
