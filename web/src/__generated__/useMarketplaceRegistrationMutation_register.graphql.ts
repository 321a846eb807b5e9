/**
 * @generated SignedSource<<48490a311aae811b764a5d20f3ec8fc0>>
 * @relayHash 4710dc04b96b72dba607cbdd8f35b24b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 883c8b2319393bf45af7d4b16c79ade787f94b5e0067e3129abf006f3b6efdc5

import { ConcreteRequest } from 'relay-runtime';
export type MarketplaceEventRegistrationInput = {
  eventId: string;
};
export type useMarketplaceRegistrationMutation_register$variables = {
  input: MarketplaceEventRegistrationInput;
};
export type useMarketplaceRegistrationMutation_register$data = {
  readonly registerForMarketplaceEvent: {
    readonly event: {
      readonly attendeeCount: number;
      readonly id: string;
      readonly joinUrl: string | null | undefined;
      readonly viewerIsRegistered: boolean;
    };
    readonly message: string;
  };
};
export type useMarketplaceRegistrationMutation_register = {
  response: useMarketplaceRegistrationMutation_register$data;
  variables: useMarketplaceRegistrationMutation_register$variables;
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
    "name": "registerForMarketplaceEvent",
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
    "name": "useMarketplaceRegistrationMutation_register",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarketplaceRegistrationMutation_register",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4710dc04b96b72dba607cbdd8f35b24b",
    "id": "883c8b2319393bf45af7d4b16c79ade787f94b5e0067e3129abf006f3b6efdc5",
    "metadata": {},
    "name": "useMarketplaceRegistrationMutation_register",
    "operationKind": "mutation",
    "text": "mutation useMarketplaceRegistrationMutation_register(\n  $input: MarketplaceEventRegistrationInput!\n) {\n  registerForMarketplaceEvent(input: $input) {\n    message\n    event {\n      id\n      attendeeCount\n      viewerIsRegistered\n      joinUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fd207c15611efb8712c1f3bf83eee49f";

export default node;
