/**
 * @generated SignedSource<<e35b091375cc37cdd15ca2cf818cd0d8>>
 * @relayHash 63a8330a35cfb11aecfb3ca10f1955bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cbbad2c189a67f4ba160fc6b35528dc7a480252d6949f951a3234ad767de9d26

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
    "id": "cbbad2c189a67f4ba160fc6b35528dc7a480252d6949f951a3234ad767de9d26",
    "metadata": {},
    "name": "VendorsRouteQuery",
    "operationKind": "query",
    "text": "query VendorsRouteQuery {\n  viewer {\n    can {\n      createVendor\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "484f668e4f35b21a9157ff2873e3a2fa";

export default node;
