/**
 * @generated SignedSource<<57a4e87b488b0200fa12ebe4d51cda9a>>
 * @relayHash 2d01f8713d3a14f4bfcf6328b9d5c655
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da6cedf49b2c85167c0d4acb9d5982a58271d25ab3ba2fd200fc20288b095fd2

import { ConcreteRequest } from 'relay-runtime';
export type RevokeInvitationInput = {
  invitationId: string;
};
export type useRevokeInvitationMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RevokeInvitationInput;
};
export type useRevokeInvitationMutation$data = {
  readonly revokeInvitation: {
    readonly message: string;
    readonly revokedInvitationId: string;
  };
};
export type useRevokeInvitationMutation = {
  response: useRevokeInvitationMutation$data;
  variables: useRevokeInvitationMutation$variables;
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
  "name": "revokedInvitationId",
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
    "name": "useRevokeInvitationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RevokeInvitationPayload",
        "kind": "LinkedField",
        "name": "revokeInvitation",
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
    "name": "useRevokeInvitationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RevokeInvitationPayload",
        "kind": "LinkedField",
        "name": "revokeInvitation",
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
            "name": "revokedInvitationId",
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
    "cacheID": "2d01f8713d3a14f4bfcf6328b9d5c655",
    "id": "da6cedf49b2c85167c0d4acb9d5982a58271d25ab3ba2fd200fc20288b095fd2",
    "metadata": {},
    "name": "useRevokeInvitationMutation",
    "operationKind": "mutation",
    "text": "mutation useRevokeInvitationMutation(\n  $input: RevokeInvitationInput!\n) {\n  revokeInvitation(input: $input) {\n    message\n    revokedInvitationId\n  }\n}\n"
  }
};
})();

(node as any).hash = "5068c1c20e924b9237b86be383c8d8e7";

export default node;
