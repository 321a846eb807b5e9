/**
 * @generated SignedSource<<c6aff256601abfab5a00287af90e6ab5>>
 * @relayHash e1de0ff3d57464ec4da34adeb60c2130
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 14c2e5229de61d2919155ca92bcc9036d79d704f09e53d4240db5f295b0b99c4

import { ConcreteRequest } from 'relay-runtime';
export type MarketplaceEventRegistrationInput = {
  eventId: string;
};
export type useMarketplaceRegistrationMutation_cancel$variables = {
  input: MarketplaceEventRegistrationInput;
};
export type useMarketplaceRegistrationMutation_cancel$data = {
  readonly cancelMarketplaceEventRegistration: {
    readonly event: {
      readonly attendeeCount: number;
      readonly id: string;
      readonly joinUrl: string | null | undefined;
      readonly viewerIsRegistered: boolean;
    };
    readonly message: string;
  };
};
export type useMarketplaceRegistrationMutation_cancel = {
  response: useMarketplaceRegistrationMutation_cancel$data;
  variables: useMarketplaceRegistrationMutation_cancel$variables;
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
    "concreteType": "MarketplaceEventRegistrationPayload",
    "kind": "LinkedField",
    "name": "cancelMarketplaceEventRegistration",
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
        "concreteType": "MarketplaceEvent",
        "kind": "LinkedField",
        "name": "event",
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
            "name": "attendeeCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerIsRegistered",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "joinUrl",
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
    "name": "useMarketplaceRegistrationMutation_cancel",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarketplaceRegistrationMutation_cancel",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e1de0ff3d57464ec4da34adeb60c2130",
    "id": "14c2e5229de61d2919155ca92bcc9036d79d704f09e53d4240db5f295b0b99c4",
    "metadata": {},
    "name": "useMarketplaceRegistrationMutation_cancel",
    "operationKind": "mutation",
    "text": "mutation useMarketplaceRegistrationMutation_cancel(\n  $input: MarketplaceEventRegistrationInput!\n) {\n  cancelMarketplaceEventRegistration(input: $input) {\n    message\n    event {\n      id\n      attendeeCount\n      viewerIsRegistered\n      joinUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "818429012dd9404981c015dce5d42c5a";

export default node;
