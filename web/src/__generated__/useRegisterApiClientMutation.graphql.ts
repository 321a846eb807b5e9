/**
 * @generated SignedSource<<892883fde83f596c1af8216a281ab633>>
 * @relayHash 5765e76ca83def9e484d34a0ab809db4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b9f77f8bf2a335d05c2421debe0dffc263dd836b084fa7c588fbf3d6771f2685

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Role = "ACCOUNT_EXECUTIVE" | "ADMIN" | "LOAN_OFFICER" | "%future added value";
export type RegisterApiClientInput = {
  allowedOperations?: ReadonlyArray<string> | null | undefined;
  costPerMinute?: number | null | undefined;
  maxCostPerOperation?: number | null | undefined;
  name: string;
  requestsPerMinute?: number | null | undefined;
  role: Role;
};
export type useRegisterApiClientMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RegisterApiClientInput;
};
export type useRegisterApiClientMutation$data = {
  readonly registerApiClient: {
    readonly apiClientEdge: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ApiClientRow_apiClient">;
      };
    };
    readonly key: string;
    readonly message: string;
  };
};
export type useRegisterApiClientMutation = {
  response: useRegisterApiClientMutation$data;
  variables: useRegisterApiClientMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRegisterApiClientMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RegisterApiClientPayload",
        "kind": "LinkedField",
        "name": "registerApiClient",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ApiClientEdge",
            "kind": "LinkedField",
            "name": "apiClientEdge",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ApiClient",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
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
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useRegisterApiClientMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RegisterApiClientPayload",
        "kind": "LinkedField",
        "name": "registerApiClient",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ApiClientEdge",
            "kind": "LinkedField",
            "name": "apiClientEdge",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ApiClient",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "appendEdge",
            "key": "",
            "kind": "LinkedHandle",
            "name": "apiClientEdge",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5765e76ca83def9e484d34a0ab809db4",
    "id": "b9f77f8bf2a335d05c2421debe0dffc263dd836b084fa7c588fbf3d6771f2685",
    "metadata": {},
    "name": "useRegisterApiClientMutation",
    "operationKind": "mutation",
    "text": "mutation useRegisterApiClientMutation(\n  $input: RegisterApiClientInput!\n) {\n  registerApiClient(input: $input) {\n    message\n    key\n    apiClientEdge {\n      cursor\n      node {\n        id\n        ...ApiClientRow_apiClient\n      }\n    }\n  }\n}\n\nfragment ApiClientRow_apiClient on ApiClient {\n  id\n  name\n  role\n  keyHint\n  requestsPerMinute\n  maxCostPerOperation\n  costPerMinute\n  allowedOperations\n  documentCount\n  revokedAt\n}\n"
  }
};
})();

(node as any).hash = "591428d2a9c5a5620f8dd1007b07a1fd";

export default node;
