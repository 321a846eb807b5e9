/**
 * @generated SignedSource<<8eabf1d2fbedd85cad4fc5a59f504f7e>>
 * @relayHash c0025958918f5f861281aabaa26fcabd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 60bcee476bee6cfbed813fa9f8592081c8b797385a7491609ad3a668484c6880

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RateSheetsRouteQuery$variables = Record<PropertyKey, never>;
export type RateSheetsRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"RateSheetImportForm_query" | "RateSheetTable_query">;
};
export type RateSheetsRouteQuery = {
  response: RateSheetsRouteQuery$data;
  variables: RateSheetsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RateSheetsRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RateSheetImportForm_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RateSheetTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RateSheetsRouteQuery",
    "selections": [
      {
        "alias": "sheetLenders",
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          }
        ],
        "concreteType": "LenderConnection",
        "kind": "LinkedField",
        "name": "lenders",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LenderEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Lender",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "lenders(first:100)"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RateSheet",
        "kind": "LinkedField",
        "name": "rateSheets",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "format",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "productCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "effectiveAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c0025958918f5f861281aabaa26fcabd",
    "id": "60bcee476bee6cfbed813fa9f8592081c8b797385a7491609ad3a668484c6880",
    "metadata": {},
    "name": "RateSheetsRouteQuery",
    "operationKind": "query",
    "text": "query RateSheetsRouteQuery {\n  ...RateSheetImportForm_query\n  ...RateSheetTable_query\n}\n\nfragment RateSheetImportForm_query on Query {\n  sheetLenders: lenders(first: 100) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n\nfragment RateSheetRow_sheet on RateSheet {\n  id\n  lenderName\n  status\n  format\n  productCount\n  effectiveAt\n  expiresAt\n  createdAt\n}\n\nfragment RateSheetTable_query on Query {\n  rateSheets {\n    id\n    ...RateSheetRow_sheet\n  }\n}\n"
  }
};
})();

(node as any).hash = "57368b6f3a66dab01c8a27f5f0f759a4";

export default node;
