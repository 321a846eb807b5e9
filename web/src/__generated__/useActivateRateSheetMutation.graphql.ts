/**
 * @generated SignedSource<<44012cddc5272af7fb4a770bf262c0bf>>
 * @relayHash 5052dda244d5565414262b47bd96db81
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac47e65d91a034eaecd164f51e8356abc0601d1a4642173be8b1faa6d642140c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ActivateRateSheetInput = {
  rateSheetId: string;
};
export type useActivateRateSheetMutation$variables = {
  input: ActivateRateSheetInput;
};
export type useActivateRateSheetMutation$data = {
  readonly activateRateSheet: {
    readonly message: string;
    readonly rateSheet: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"RateSheetRow_sheet">;
    };
  };
};
export type useActivateRateSheetMutation = {
  response: useActivateRateSheetMutation$data;
  variables: useActivateRateSheetMutation$variables;
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
    "name": "useActivateRateSheetMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ActivateRateSheetPayload",
        "kind": "LinkedField",
        "name": "activateRateSheet",
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
    "name": "useActivateRateSheetMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ActivateRateSheetPayload",
        "kind": "LinkedField",
        "name": "activateRateSheet",
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
    "cacheID": "5052dda244d5565414262b47bd96db81",
    "id": "ac47e65d91a034eaecd164f51e8356abc0601d1a4642173be8b1faa6d642140c",
    "metadata": {},
    "name": "useActivateRateSheetMutation",
    "operationKind": "mutation",
    "text": "mutation useActivateRateSheetMutation(\n  $input: ActivateRateSheetInput!\n) {\n  activateRateSheet(input: $input) {\n    message\n    rateSheet {\n      id\n      ...RateSheetRow_sheet\n    }\n  }\n}\n\nfragment RateSheetRow_sheet on RateSheet {\n  id\n  lenderName\n  status\n  format\n  productCount\n  effectiveAt\n  expiresAt\n  createdAt\n}\n"
  }
};
})();

(node as any).hash = "5b759c0c1fc33a853faed2026a000fbc";

export default node;
