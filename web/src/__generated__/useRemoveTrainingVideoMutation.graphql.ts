/**
 * @generated SignedSource<<7c6108e5a413141eaeead8213c2eb173>>
 * @relayHash b1b01a02d92c5758e6adfc6d89d4f119
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18f3a002bb1b45e8488e1649cd33c3b08070ba4a8275b31803c5c6a1f9cf4b27

import { ConcreteRequest } from 'relay-runtime';
export type RemoveTrainingVideoInput = {
  videoId: string;
};
export type useRemoveTrainingVideoMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RemoveTrainingVideoInput;
};
export type useRemoveTrainingVideoMutation$data = {
  readonly removeTrainingVideo: {
    readonly deletedVideoId: string;
    readonly message: string;
  };
};
export type useRemoveTrainingVideoMutation = {
  response: useRemoveTrainingVideoMutation$data;
  variables: useRemoveTrainingVideoMutation$variables;
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
  "name": "deletedVideoId",
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
    "name": "useRemoveTrainingVideoMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RemoveTrainingVideoPayload",
        "kind": "LinkedField",
        "name": "removeTrainingVideo",
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
    "name": "useRemoveTrainingVideoMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RemoveTrainingVideoPayload",
        "kind": "LinkedField",
        "name": "removeTrainingVideo",
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
            "name": "deletedVideoId",
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
    "cacheID": "b1b01a02d92c5758e6adfc6d89d4f119",
    "id": "18f3a002bb1b45e8488e1649cd33c3b08070ba4a8275b31803c5c6a1f9cf4b27",
    "metadata": {},
    "name": "useRemoveTrainingVideoMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveTrainingVideoMutation(\n  $input: RemoveTrainingVideoInput!\n) {\n  removeTrainingVideo(input: $input) {\n    message\n    deletedVideoId\n  }\n}\n"
  }
};
})();

(node as any).hash = "0f7ae8ea40a2a21cf585dceba5e17944";

export default node;
