/**
 * @generated SignedSource<<ee50a9e4249043a29553c495e70f4caf>>
 * @relayHash b21f8856e3d3ff34c9c9cd857efab881
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18364258f4e547139be6ca53c942d17de3c4b7f003ed45e201244b4e994b6bcd

import { ConcreteRequest } from 'relay-runtime';
export type ViewerAvatarQuery$variables = Record<PropertyKey, never>;
export type ViewerAvatarQuery$data = {
  readonly viewer: {
    readonly avatarUrl: string | null | undefined;
    readonly fullName: string;
  } | null | undefined;
};
export type ViewerAvatarQuery = {
  response: ViewerAvatarQuery$data;
  variables: ViewerAvatarQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avatarUrl",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ViewerAvatarQuery",
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
          (v1/*:: as any*/)
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
    "name": "ViewerAvatarQuery",
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
          (v1/*:: as any*/),
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
    "cacheID": "b21f8856e3d3ff34c9c9cd857efab881",
    "id": "18364258f4e547139be6ca53c942d17de3c4b7f003ed45e201244b4e994b6bcd",
    "metadata": {},
    "name": "ViewerAvatarQuery",
    "operationKind": "query",
    "text": "query ViewerAvatarQuery {\n  viewer {\n    fullName\n    avatarUrl\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "dcf6972b29900de7e8d05c6c7214f796";

export default node;
