/**
 * @generated SignedSource<<f82143130e8818eb0001b12bdaff2dd3>>
 * @relayHash bba2a12cae02656ad5208215eff37c3b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76a3b0b4cbd4f373667389c6bb53c8c0197d606be1c425d3607fe28392ea91c6

import { ConcreteRequest } from 'relay-runtime';
export type AttachQuoteDialogLoansQuery$variables = Record<PropertyKey, never>;
export type AttachQuoteDialogLoansQuery$data = {
  readonly loans: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly borrowerName: string;
        readonly id: string;
        readonly internalId: number;
        readonly loanAmount: number;
        readonly owner: {
          readonly id: string;
        } | null | undefined;
      };
    }>;
  };
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type AttachQuoteDialogLoansQuery = {
  response: AttachQuoteDialogLoansQuery$data;
  variables: AttachQuoteDialogLoansQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
],
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": (v1/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 50
      }
    ],
    "concreteType": "LoanConnection",
    "kind": "LinkedField",
    "name": "loans",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LoanEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Loan",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "internalId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "borrowerName",
                "storageKey": null
              },
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
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": (v1/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "loans(first:50)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AttachQuoteDialogLoansQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AttachQuoteDialogLoansQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "bba2a12cae02656ad5208215eff37c3b",
    "id": "76a3b0b4cbd4f373667389c6bb53c8c0197d606be1c425d3607fe28392ea91c6",
    "metadata": {},
    "name": "AttachQuoteDialogLoansQuery",
    "operationKind": "query",
    "text": "query AttachQuoteDialogLoansQuery {\n  viewer {\n    id\n  }\n  loans(first: 50) {\n    edges {\n      node {\n        id\n        internalId\n        borrowerName\n        loanAmount\n        owner {\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bbaad69bb316d6127539cb9a3ba5d030";

export default node;
