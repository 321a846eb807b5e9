/**
 * @generated SignedSource<<463a2272d402f1f78118ab5de263e9c1>>
 * @relayHash 0a134bf22c806fd3f6d34f301c2b0a89
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 107e82637cf3d98329f90615596d2bdf0695207b7033a3073c065924081664d1

import { ConcreteRequest } from 'relay-runtime';
export type logoutMutation$variables = Record<PropertyKey, never>;
export type logoutMutation$data = {
  readonly logout: {
    readonly message: string;
  };
};
export type logoutMutation = {
  response: logoutMutation$data;
  variables: logoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LogoutPayload",
    "kind": "LinkedField",
    "name": "logout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "logoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "logoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0a134bf22c806fd3f6d34f301c2b0a89",
    "id": "107e82637cf3d98329f90615596d2bdf0695207b7033a3073c065924081664d1",
    "metadata": {},
    "name": "logoutMutation",
    "operationKind": "mutation",
    "text": "mutation logoutMutation {\n  logout {\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "7e98b108ad31bb56434069ed055c5569";

export default node;
