/**
 * @generated SignedSource<<6a06e0f3dc2174c2db601f52a75bb97b>>
 * @relayHash 216c393d2f28d280a6475f357b2357b7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d353f4188796591a615535aadcb10c9c0bb599649d2d6dcaa619d259f83534e2

import { ConcreteRequest } from 'relay-runtime';
export type SavedQuoteRowPdfQuery$variables = {
  id: string;
};
export type SavedQuoteRowPdfQuery$data = {
  readonly node: {
    readonly borrowerPdf?: {
      readonly contentBase64: string;
      readonly fileName: string;
    };
  } | null | undefined;
};
export type SavedQuoteRowPdfQuery = {
  response: SavedQuoteRowPdfQuery$data;
  variables: SavedQuoteRowPdfQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "QuotePdf",
      "kind": "LinkedField",
      "name": "borrowerPdf",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contentBase64",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SavedQuote",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SavedQuoteRowPdfQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SavedQuoteRowPdfQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "216c393d2f28d280a6475f357b2357b7",
    "id": "d353f4188796591a615535aadcb10c9c0bb599649d2d6dcaa619d259f83534e2",
    "metadata": {},
    "name": "SavedQuoteRowPdfQuery",
    "operationKind": "query",
    "text": "query SavedQuoteRowPdfQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on SavedQuote {\n      borrowerPdf {\n        fileName\n        contentBase64\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "82fc8a603b6e2f4b56da78e42b4d11ed";

export default node;
