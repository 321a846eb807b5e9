/**
 * @generated SignedSource<<8ba955ffe04edfeecc629ff4ec1b79c9>>
 * @relayHash 3116d4532f7a58e8f966a9531e4e0f5d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID adb77ab1fdd4ad32d76bb697bcb351e5e624401b7c5be21471d7c6f26e87c9f2

import { ConcreteRequest } from 'relay-runtime';
export type DisableTwoFactorInput = {
  code: string;
};
export type useDisableTwoFactorMutation$variables = {
  input: DisableTwoFactorInput;
};
export type useDisableTwoFactorMutation$data = {
  readonly disableTwoFactor: {
    readonly message: string;
    readonly user: {
      readonly id: string;
      readonly twoFactorAuthentication: boolean | null | undefined;
    };
  };
};
export type useDisableTwoFactorMutation = {
  response: useDisableTwoFactorMutation$data;
  variables: useDisableTwoFactorMutation$variables;
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
    "concreteType": "DisableTwoFactorPayload",
    "kind": "LinkedField",
    "name": "disableTwoFactor",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "twoFactorAuthentication",
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
    "name": "useDisableTwoFactorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDisableTwoFactorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3116d4532f7a58e8f966a9531e4e0f5d",
    "id": "adb77ab1fdd4ad32d76bb697bcb351e5e624401b7c5be21471d7c6f26e87c9f2",
    "metadata": {},
    "name": "useDisableTwoFactorMutation",
    "operationKind": "mutation",
    "text": "mutation useDisableTwoFactorMutation(\n  $input: DisableTwoFactorInput!\n) {\n  disableTwoFactor(input: $input) {\n    message\n    user {\n      id\n      twoFactorAuthentication\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9d5b3f258c4f563e56a973e23e2ed04c";

export default node;
