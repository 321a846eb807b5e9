/**
 * @generated SignedSource<<8e2bc635fc072cfe3e63bc449ec3f696>>
 * @relayHash ac38eb13d4c6ea6e77a74a4981b0cc55
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d06006d2f763f386088206eed5e182a60a0092861474801894037df7c163d8d9

import { ConcreteRequest } from 'relay-runtime';
export type UpdatePasswordInput = {
  confirmPassword?: string | null | undefined;
  currentPassword: string;
  newPassword: string;
};
export type useUpdatePasswordMutation$variables = {
  input: UpdatePasswordInput;
};
export type useUpdatePasswordMutation$data = {
  readonly updatePassword: {
    readonly message: string;
    readonly token: string | null | undefined;
    readonly user: {
      readonly id: string;
    };
  };
};
export type useUpdatePasswordMutation = {
  response: useUpdatePasswordMutation$data;
  variables: useUpdatePasswordMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdatePasswordPayload",
    "kind": "LinkedField",
    "name": "updatePassword",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "token",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdatePasswordMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdatePasswordMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ac38eb13d4c6ea6e77a74a4981b0cc55",
    "id": "d06006d2f763f386088206eed5e182a60a0092861474801894037df7c163d8d9",
    "metadata": {},
    "name": "useUpdatePasswordMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdatePasswordMutation(\n  $input: UpdatePasswordInput!\n) {\n  updatePassword(input: $input) {\n    message\n    token\n    user {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "92541358373adcdc4ebac39666ea480f";

export default node;
