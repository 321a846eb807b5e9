/**
 * @generated SignedSource<<f61af7e8c9d67a38c32a39d61f9afc9f>>
 * @relayHash f3b4797a240b34474d023692e509b70a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dde69eb8635a1d457b86ce17eb0a2675c525a6296ce4bee2ef6232c086492396

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RateSheetTableRefetchQuery$variables = Record<PropertyKey, never>;
export type RateSheetTableRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"RateSheetTable_query">;
};
export type RateSheetTableRefetchQuery = {
  response: RateSheetTableRefetchQuery$data;
  variables: RateSheetTableRefetchQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RateSheetTableRefetchQuery",
    "selections": [
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
    "name": "RateSheetTableRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RateSheet",
        "kind": "LinkedField",
        "name": "rateSheets",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "cacheID": "f3b4797a240b34474d023692e509b70a",
    "id": "dde69eb8635a1d457b86ce17eb0a2675c525a6296ce4bee2ef6232c086492396",
    "metadata": {},
    "name": "RateSheetTableRefetchQuery",
    "operationKind": "query",
    "text": "query RateSheetTableRefetchQuery {\n  ...RateSheetTable_query\n}\n\nfragment RateSheetRow_sheet on RateSheet {\n  id\n  lenderName\n  status\n  format\n  productCount\n  effectiveAt\n  expiresAt\n  createdAt\n}\n\nfragment RateSheetTable_query on Query {\n  rateSheets {\n    id\n    ...RateSheetRow_sheet\n  }\n}\n"
  }
};

(node as any).hash = "71f70aba291d82e5a1015b87d4287ecf";

export default node;
