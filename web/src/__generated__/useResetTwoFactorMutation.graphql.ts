/**
 * @generated SignedSource<<2bf11144445ff410bc92b857798f400a>>
 * @relayHash 3fc3cb2b23deea4ad0a230e3dcb4a164
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9039a2f96fc21434cab005c77217e189ae6b7097d01b1b6bb358779a9592717b

import { ConcreteRequest } from 'relay-runtime';
export type ResetTwoFactorInput = {
  userId: string;
};
export type useResetTwoFactorMutation$variables = {
  input: ResetTwoFactorInput;
};
export type useResetTwoFactorMutation$data = {
  readonly resetTwoFactor: {
    readonly message: string;
    readonly user: {
      readonly id: string;
      readonly twoFactorAuthentication: boolean | null | undefined;
    };
  };
};
export type useResetTwoFactorMutation = {
  response: useResetTwoFactorMutation$data;
  variables: useResetTwoFactorMutation$variables;
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
    "concreteType": "ResetTwoFactorPayload",
    "kind": "LinkedField",
    "name": "resetTwoFactor",
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
    "name": "useResetTwoFactorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResetTwoFactorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3fc3cb2b23deea4ad0a230e3dcb4a164",
    "id": "9039a2f96fc21434cab005c77217e189ae6b7097d01b1b6bb358779a9592717b",
    "metadata": {},
    "name": "useResetTwoFactorMutation",
    "operationKind": "mutation",
    "text": "mutation useResetTwoFactorMutation(\n  $input: ResetTwoFactorInput!\n) {\n  resetTwoFactor(input: $input) {\n    message\n    user {\n      id\n      twoFactorAuthentication\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6c3ea1a77743ba57980a11b494366408";

export default node;
