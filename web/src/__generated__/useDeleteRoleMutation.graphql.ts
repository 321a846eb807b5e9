/**
 * @generated SignedSource<<257bdcd25a8348499a488090468d15a2>>
 * @relayHash 22bd0e885dca0440c1c9faaa9a37ba91
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd348a9e3be1621b5d19e45d538bfcbcf728902cef79f5058c610e952ece7e6b

import { ConcreteRequest } from 'relay-runtime';
export type DeleteRoleInput = {
  roleId: string;
};
export type useDeleteRoleMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteRoleInput;
};
export type useDeleteRoleMutation$data = {
  readonly deleteRole: {
    readonly deletedRoleId: string;
    readonly message: string;
  };
};
export type useDeleteRoleMutation = {
  response: useDeleteRoleMutation$data;
  variables: useDeleteRoleMutation$variables;
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
  "name": "deletedRoleId",
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
    "name": "useDeleteRoleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteRolePayload",
        "kind": "LinkedField",
        "name": "deleteRole",
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
    "name": "useDeleteRoleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteRolePayload",
        "kind": "LinkedField",
        "name": "deleteRole",
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
            "name": "deletedRoleId",
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
    "cacheID": "22bd0e885dca0440c1c9faaa9a37ba91",
    "id": "bd348a9e3be1621b5d19e45d538bfcbcf728902cef79f5058c610e952ece7e6b",
    "metadata": {},
    "name": "useDeleteRoleMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteRoleMutation(\n  $input: DeleteRoleInput!\n) {\n  deleteRole(input: $input) {\n    message\n    deletedRoleId\n  }\n}\n"
  }
};
})();

(node as any).hash = "b76b859add0e1b711d8733fe1d18b024";

export default node;
