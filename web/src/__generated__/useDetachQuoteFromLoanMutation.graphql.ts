/**
 * @generated SignedSource<<11f10081b5de394b271c9b7c0a766799>>
 * @relayHash 4b09f8e1d86826c96aeb19d1e4f35e20
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bf7af87f0016408d7af2138c6e8728786b19307fd6ece4b8344552fd4b34d381

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DetachQuoteFromLoanInput = {
  quoteId: string;
};
export type useDetachQuoteFromLoanMutation$variables = {
  input: DetachQuoteFromLoanInput;
};
export type useDetachQuoteFromLoanMutation$data = {
  readonly detachQuoteFromLoan: {
    readonly loan: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"LoanSavedQuotes_loan">;
    } | null | undefined;
    readonly message: string;
    readonly quote: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SavedQuoteRow_quote">;
    };
  };
};
export type useDetachQuoteFromLoanMutation = {
  response: useDetachQuoteFromLoanMutation$data;
  variables: useDetachQuoteFromLoanMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
  "name": "createdAt",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "borrowerName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "loanAmount",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zipCode",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "propertyValue",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fico",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "offerKey",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lenderName",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productName",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rate",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "termYears",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lenderCredit",
  "storageKey": null
},
v18 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDetachQuoteFromLoanMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DetachQuoteFromLoanPayload",
        "kind": "LinkedField",
        "name": "detachQuoteFromLoan",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SavedQuote",
            "kind": "LinkedField",
            "name": "quote",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SavedQuoteRow_quote"
              }
            ],
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
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LoanSavedQuotes_loan"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDetachQuoteFromLoanMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DetachQuoteFromLoanPayload",
        "kind": "LinkedField",
        "name": "detachQuoteFromLoan",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SavedQuote",
            "kind": "LinkedField",
            "name": "quote",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Loan",
                "kind": "LinkedField",
                "name": "loan",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v3/*:: as any*/),
                  (v7/*:: as any*/)
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
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/)
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
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
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
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedQuote",
                "kind": "LinkedField",
                "name": "savedQuotes",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PriceOffer",
                    "kind": "LinkedField",
                    "name": "offers",
                    "plural": true,
                    "selections": [
                      (v12/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v17/*:: as any*/),
                      (v18/*:: as any*/)
                    ],
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
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v3/*:: as any*/)
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
                      (v8/*:: as any*/),
                      (v10/*:: as any*/),
                      (v9/*:: as any*/),
                      (v11/*:: as any*/)
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
      }
    ]
  },
  "params": {
    "cacheID": "4b09f8e1d86826c96aeb19d1e4f35e20",
    "id": "bf7af87f0016408d7af2138c6e8728786b19307fd6ece4b8344552fd4b34d381",
    "metadata": {},
    "name": "useDetachQuoteFromLoanMutation",
    "operationKind": "mutation",
    "text": "mutation useDetachQuoteFromLoanMutation(\n  $input: DetachQuoteFromLoanInput!\n) {\n  detachQuoteFromLoan(input: $input) {\n    message\n    quote {\n      id\n      ...SavedQuoteRow_quote\n    }\n    loan {\n      id\n      ...LoanSavedQuotes_loan\n    }\n  }\n}\n\nfragment AttachQuoteDialog_quote on SavedQuote {\n  id\n  name\n  loan {\n    id\n    internalId\n  }\n}\n\nfragment LoanSavedQuotes_loan on Loan {\n  savedQuotes {\n    id\n    name\n    createdAt\n    offers {\n      offerKey\n      rate\n      termYears\n      lenderName\n    }\n    ...SavedQuoteDialog_quote\n  }\n}\n\nfragment SavedQuoteDialog_quote on SavedQuote {\n  name\n  loan {\n    internalId\n    borrowerName\n    id\n  }\n  scenario {\n    loanAmount\n    propertyValue\n    zipCode\n    fico\n  }\n  offers {\n    offerKey\n    lenderName\n    productName\n    rate\n    termYears\n    lenderCredit\n    payment {\n      total\n    }\n  }\n}\n\nfragment SavedQuoteRow_quote on SavedQuote {\n  id\n  name\n  createdAt\n  loan {\n    internalId\n    id\n  }\n  scenario {\n    loanAmount\n    zipCode\n  }\n  offers {\n    __typename\n  }\n  ...SavedQuoteDialog_quote\n  ...AttachQuoteDialog_quote\n}\n"
  }
};
})();

(node as any).hash = "de753a88bedbc532dd5db9ab08ff14c0";

export default node;
