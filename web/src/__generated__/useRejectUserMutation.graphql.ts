/**
 * @generated SignedSource<<14b90f404cffd315dc497dab77e3d5e4>>
 * @relayHash 43e0019be1fce814e6b40f1c669e4d03
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 91c3f7b0807863ea357e7f17926680d4a079feb4dcb3cf5de7b0571fc4d4352f

import { ConcreteRequest } from 'relay-runtime';
export type RejectUserInput = {
  userId: string;
};
export type useRejectUserMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RejectUserInput;
};
export type useRejectUserMutation$data = {
  readonly rejectUser: {
    readonly message: string;
    readonly rejectedUserId: string;
  };
};
export type useRejectUserMutation = {
  response: useRejectUserMutation$data;
  variables: useRejectUserMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rejectedUserId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRejectUserMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RejectUserPayload",
        "kind": "LinkedField",
        "name": "rejectUser",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useRejectUserMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RejectUserPayload",
        "kind": "LinkedField",
        "name": "rejectUser",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "rejectedUserId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "43e0019be1fce814e6b40f1c669e4d03",
    "id": "91c3f7b0807863ea357e7f17926680d4a079feb4dcb3cf5de7b0571fc4d4352f",
    "metadata": {},
    "name": "useRejectUserMutation",
    "operationKind": "mutation",
    "text": "mutation useRejectUserMutation(\n  $input: RejectUserInput!\n) {\n  rejectUser(input: $input) {\n    message\n    rejectedUserId\n  }\n}\n"
  }
};
})();

(node as any).hash = "67fe9861d5a412cc311ad4e2a625c6d8";

export default node;
