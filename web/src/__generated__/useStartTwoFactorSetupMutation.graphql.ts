/**
 * @generated SignedSource<<916ba48459baa6623085b41b69a53d63>>
 * @relayHash 2e150a4300a74835520f4de0b71841c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 394bd21bd011671d1397652e070091207ce08bb7e43ded7d80d1104258152b2a

import { ConcreteRequest } from 'relay-runtime';
export type useStartTwoFactorSetupMutation$variables = Record<PropertyKey, never>;
export type useStartTwoFactorSetupMutation$data = {
  readonly startTwoFactorSetup: {
    readonly message: string;
    readonly setup: {
      readonly otpauthUri: string;
      readonly qrCodeDataUrl: string;
      readonly secret: string;
    };
  };
};
export type useStartTwoFactorSetupMutation = {
  response: useStartTwoFactorSetupMutation$data;
  variables: useStartTwoFactorSetupMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "StartTwoFactorSetupPayload",
    "kind": "LinkedField",
    "name": "startTwoFactorSetup",
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
        "concreteType": "TwoFactorSetup",
        "kind": "LinkedField",
        "name": "setup",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "secret",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "otpauthUri",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "qrCodeDataUrl",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useStartTwoFactorSetupMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useStartTwoFactorSetupMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "2e150a4300a74835520f4de0b71841c5",
    "id": "394bd21bd011671d1397652e070091207ce08bb7e43ded7d80d1104258152b2a",
    "metadata": {},
    "name": "useStartTwoFactorSetupMutation",
    "operationKind": "mutation",
    "text": "mutation useStartTwoFactorSetupMutation {\n  startTwoFactorSetup {\n    message\n    setup {\n      secret\n      otpauthUri\n      qrCodeDataUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "17b3338fe530b6ba2c96124c085d79ba";

export default node;
