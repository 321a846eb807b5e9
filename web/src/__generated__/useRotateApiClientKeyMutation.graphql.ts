/**
 * @generated SignedSource<<df6078bdd6b6154137c8f32f733d9e8c>>
 * @relayHash faa440849ec7f3bb128fab2cc7f7a668
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b4b4989bb7cca912a3eb58a34ce985b6d31b9739d3d899fef47de4ee2a899296

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RotateApiClientKeyInput = {
  apiClientId: string;
};
export type useRotateApiClientKeyMutation$variables = {
  input: RotateApiClientKeyInput;
};
export type useRotateApiClientKeyMutation$data = {
  readonly rotateApiClientKey: {
    readonly apiClient: {
      readonly " $fragmentSpreads": FragmentRefs<"ApiClientRow_apiClient">;
    };
    readonly key: string;
    readonly message: string;
  };
};
export type useRotateApiClientKeyMutation = {
  response: useRotateApiClientKeyMutation$data;
  variables: useRotateApiClientKeyMutation$variables;
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
  "name": "key",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRotateApiClientKeyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RotateApiClientKeyPayload",
        "kind": "LinkedField",
        "name": "rotateApiClientKey",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
    "name": "useRotateApiClientKeyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RotateApiClientKeyPayload",
        "kind": "LinkedField",
        "name": "rotateApiClientKey",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
    "cacheID": "faa440849ec7f3bb128fab2cc7f7a668",
    "id": "b4b4989bb7cca912a3eb58a34ce985b6d31b9739d3d899fef47de4ee2a899296",
    "metadata": {},
    "name": "useRotateApiClientKeyMutation",
    "operationKind": "mutation",
    "text": "mutation useRotateApiClientKeyMutation(\n  $input: RotateApiClientKeyInput!\n) {\n  rotateApiClientKey(input: $input) {\n    message\n    key\n    apiClient {\n      ...ApiClientRow_apiClient\n      id\n    }\n  }\n}\n\nfragment ApiClientRow_apiClient on ApiClient {\n  id\n  name\n  role\n  keyHint\n  requestsPerMinute\n  maxCostPerOperation\n  costPerMinute\n  allowedOperations\n  documentCount\n  revokedAt\n}\n"
  }
};
})();

(node as any).hash = "d4730f64e50a9a7a68fef9bb6b8e22b8";

export default node;
