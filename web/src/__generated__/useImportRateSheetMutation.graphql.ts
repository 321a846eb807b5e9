/**
 * @generated SignedSource<<c058d6ab4ee41541c458a44ea1858cd3>>
 * @relayHash 586f7ae22c2032ef5ec82b14ad63cd33
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3e96a963c1b6739890ca5b968f498572139ae440e5677d8e1134dd714e56af11

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ImportRateSheetInput = {
  content: string;
  format: string;
  lenderId: string;
};
export type useImportRateSheetMutation$variables = {
  input: ImportRateSheetInput;
};
export type useImportRateSheetMutation$data = {
  readonly importRateSheet: {
    readonly message: string;
    readonly rateSheet: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"RateSheetRow_sheet">;
    };
  };
};
export type useImportRateSheetMutation = {
  response: useImportRateSheetMutation$data;
  variables: useImportRateSheetMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useImportRateSheetMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ImportRateSheetPayload",
        "kind": "LinkedField",
        "name": "importRateSheet",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RateSheet",
            "kind": "LinkedField",
            "name": "rateSheet",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RateSheetRow_sheet"
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
    "name": "useImportRateSheetMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ImportRateSheetPayload",
        "kind": "LinkedField",
        "name": "importRateSheet",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RateSheet",
            "kind": "LinkedField",
            "name": "rateSheet",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "586f7ae22c2032ef5ec82b14ad63cd33",
    "id": "3e96a963c1b6739890ca5b968f498572139ae440e5677d8e1134dd714e56af11",
    "metadata": {},
    "name": "useImportRateSheetMutation",
    "operationKind": "mutation",
    "text": "mutation useImportRateSheetMutation(\n  $input: ImportRateSheetInput!\n) {\n  importRateSheet(input: $input) {\n    message\n    rateSheet {\n      id\n      ...RateSheetRow_sheet\n    }\n  }\n}\n\nfragment RateSheetRow_sheet on RateSheet {\n  id\n  lenderName\n  status\n  format\n  productCount\n  effectiveAt\n  expiresAt\n  createdAt\n}\n"
  }
};
})();

(node as any).hash = "4ee9853b9ccf770ac63d66fe19369fce";

export default node;
