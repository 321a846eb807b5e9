/**
 * @generated SignedSource<<006592cfccdf72f3ee7dcb80a35182ac>>
 * @relayHash 5ba17465a5f620fc24a100e50ec73f47
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 50b205b035733f2ef50386985d2298e37b5c05b4eb922b598d3535811d5e162e

import { ConcreteRequest } from 'relay-runtime';
export type EnableTwoFactorInput = {
  code: string;
};
export type useEnableTwoFactorMutation$variables = {
  input: EnableTwoFactorInput;
};
export type useEnableTwoFactorMutation$data = {
  readonly enableTwoFactor: {
    readonly message: string;
    readonly recoveryCodes: ReadonlyArray<string>;
    readonly user: {
      readonly id: string;
      readonly twoFactorAuthentication: boolean | null | undefined;
    };
  };
};
export type useEnableTwoFactorMutation = {
  response: useEnableTwoFactorMutation$data;
  variables: useEnableTwoFactorMutation$variables;
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
    "concreteType": "EnableTwoFactorPayload",
    "kind": "LinkedField",
    "name": "enableTwoFactor",
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
        "name": "recoveryCodes",
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
    "name": "useEnableTwoFactorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEnableTwoFactorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5ba17465a5f620fc24a100e50ec73f47",
    "id": "50b205b035733f2ef50386985d2298e37b5c05b4eb922b598d3535811d5e162e",
    "metadata": {},
    "name": "useEnableTwoFactorMutation",
    "operationKind": "mutation",
    "text": "mutation useEnableTwoFactorMutation(\n  $input: EnableTwoFactorInput!\n) {\n  enableTwoFactor(input: $input) {\n    message\n    recoveryCodes\n    user {\n      id\n      twoFactorAuthentication\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "32b81358e395c2458dfed37a767480f5";

export default node;
