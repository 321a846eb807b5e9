/**
 * @generated SignedSource<<404a7e47fe2b985205d6b68e9d9cd647>>
 * @relayHash 87dcaab6ea2c1bc834e529af84ff816f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74bdd46fb900d3bcf04bc058da8229b3f6dd3541e6d5899c30d1182ea57b8805

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RevokeApiClientInput = {
  apiClientId: string;
};
export type useRevokeApiClientMutation$variables = {
  input: RevokeApiClientInput;
};
export type useRevokeApiClientMutation$data = {
  readonly revokeApiClient: {
    readonly apiClient: {
      readonly " $fragmentSpreads": FragmentRefs<"ApiClientRow_apiClient">;
    };
    readonly message: string;
  };
};
export type useRevokeApiClientMutation = {
  response: useRevokeApiClientMutation$data;
  variables: useRevokeApiClientMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRevokeApiClientMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RevokeApiClientPayload",
        "kind": "LinkedField",
        "name": "revokeApiClient",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ApiClient",
            "kind": "LinkedField",
            "name": "apiClient",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ApiClientRow_apiClient"
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
    "name": "useRevokeApiClientMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RevokeApiClientPayload",
        "kind": "LinkedField",
        "name": "revokeApiClient",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ApiClient",
            "kind": "LinkedField",
            "name": "apiClient",
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "role",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "keyHint",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requestsPerMinute",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxCostPerOperation",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "costPerMinute",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "allowedOperations",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "documentCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "revokedAt",
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
    "cacheID": "87dcaab6ea2c1bc834e529af84ff816f",
    "id": "74bdd46fb900d3bcf04bc058da8229b3f6dd3541e6d5899c30d1182ea57b8805",
    "metadata": {},
    "name": "useRevokeApiClientMutation",
    "operationKind": "mutation",
    "text": "mutation useRevokeApiClientMutation(\n  $input: RevokeApiClientInput!\n) {\n  revokeApiClient(input: $input) {\n    message\n    apiClient {\n      ...ApiClientRow_apiClient\n      id\n    }\n  }\n}\n\nfragment ApiClientRow_apiClient on ApiClient {\n  id\n  name\n  role\n  keyHint\n  requestsPerMinute\n  maxCostPerOperation\n  costPerMinute\n  allowedOperations\n  documentCount\n  revokedAt\n}\n"
  }
};
})();

(node as any).hash = "2fd3cd9cdf4f1785c85d18b3e22b1ae5";

export default node;
