/**
 * @generated SignedSource<<15b562c69c3a373713d99bb0ed65c21d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VendorsRouteQuery$variables = Record<PropertyKey, never>;
export type VendorsRouteQuery$data = {
  readonly viewer: {
    readonly can: {
      readonly createVendor: boolean;
    } | null | undefined;
  } | null | undefined;
};
export type VendorsRouteQuery = {
  response: VendorsRouteQuery$data;
  variables: VendorsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "UserCapabilities",
  "kind": "LinkedField",
  "name": "can",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createVendor",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VendorsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VendorsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
    "cacheID": "63a8330a35cfb11aecfb3ca10f1955bd",
    "id": null,
    "metadata": {},
    "name": "VendorsRouteQuery",
    "operationKind": "query",
    "text": "query VendorsRouteQuery {\n  viewer {\n    can {\n      createVendor\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "484f668e4f35b21a9157ff2873e3a2fa";

export default node;
