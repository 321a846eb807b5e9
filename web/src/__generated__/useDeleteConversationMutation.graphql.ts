/**
 * @generated SignedSource<<55500127cc16bd0d6eaaaf96e64d4431>>
 * @relayHash 12600d013040cfa3d04543982d997a49
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74b3079f1cfddfb806cb46962c67e456163eb5e16114b6e29a0d7af34d730555

import { ConcreteRequest } from 'relay-runtime';
export type DeleteConversationInput = {
  conversationId: string;
};
export type useDeleteConversationMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteConversationInput;
};
export type useDeleteConversationMutation$data = {
  readonly deleteConversation: {
    readonly deletedConversationId: string;
    readonly message: string;
  };
};
export type useDeleteConversationMutation = {
  response: useDeleteConversationMutation$data;
  variables: useDeleteConversationMutation$variables;
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
  "name": "deletedConversationId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
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
    "name": "useDeleteConversationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteConversationPayload",
        "kind": "LinkedField",
        "name": "deleteConversation",
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
    "name": "useDeleteConversationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteConversationPayload",
        "kind": "LinkedField",
        "name": "deleteConversation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedConversationId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "12600d013040cfa3d04543982d997a49",
    "id": "74b3079f1cfddfb806cb46962c67e456163eb5e16114b6e29a0d7af34d730555",
    "metadata": {},
    "name": "useDeleteConversationMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteConversationMutation(\n  $input: DeleteConversationInput!\n) {\n  deleteConversation(input: $input) {\n    deletedConversationId\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "b6747312954513a3f8dca662ce856b47";

export default node;
