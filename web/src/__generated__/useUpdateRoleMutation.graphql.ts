/**
 * @generated SignedSource<<bd20037e3017ed8088967318dd0a387e>>
 * @relayHash c190a373b106b6e92a72f36b0381ab6b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d7c900f8721802fbf446a87f3ac9705fc7eccac8c6bef7545f37e3c0d5f36ee6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoleStatus = "ACTIVE" | "INACTIVE" | "PENDING" | "%future added value";
export type UpdateRoleInput = {
  name: string;
  roleId: string;
  status: RoleStatus;
};
export type useUpdateRoleMutation$variables = {
  input: UpdateRoleInput;
};
export type useUpdateRoleMutation$data = {
  readonly updateRole: {
    readonly message: string;
    readonly role: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"RoleRow_role">;
    };
  };
};
export type useUpdateRoleMutation = {
  response: useUpdateRoleMutation$data;
  variables: useUpdateRoleMutation$variables;
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
    "name": "useUpdateRoleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateRolePayload",
        "kind": "LinkedField",
        "name": "updateRole",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "UserRole",
            "kind": "LinkedField",
            "name": "role",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RoleRow_role"
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
    "name": "useUpdateRoleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateRolePayload",
        "kind": "LinkedField",
        "name": "updateRole",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "UserRole",
            "kind": "LinkedField",
            "name": "role",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "internalId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
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
                "name": "builtIn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userCount",
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
    "cacheID": "c190a373b106b6e92a72f36b0381ab6b",
    "id": "d7c900f8721802fbf446a87f3ac9705fc7eccac8c6bef7545f37e3c0d5f36ee6",
    "metadata": {},
    "name": "useUpdateRoleMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateRoleMutation(\n  $input: UpdateRoleInput!\n) {\n  updateRole(input: $input) {\n    message\n    role {\n      id\n      ...RoleRow_role\n    }\n  }\n}\n\nfragment RoleRow_role on UserRole {\n  id\n  internalId\n  name\n  status\n  builtIn\n  userCount\n}\n"
  }
};
})();

(node as any).hash = "227f4a4b36ee341ea3d8a2c8b057f500";

export default node;
