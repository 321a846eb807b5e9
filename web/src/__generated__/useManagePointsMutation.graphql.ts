/**
 * @generated SignedSource<<03a7e82c0d19080f456e6f0f2bcf3f64>>
 * @relayHash 503a4d90f1378846881bcc030321d348
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 01d5c3b411ad375dab3faff9233d1a811055a40b483babe69265bccc144eb60d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PointsAction = "ADD" | "SUBTRACT" | "%future added value";
export type ManagePointsInput = {
  action?: PointsAction | null | undefined;
  pointsAmount?: number | null | undefined;
  reason?: string | null | undefined;
  userId?: string | null | undefined;
};
export type useManagePointsMutation$variables = {
  connections: ReadonlyArray<string>;
  input: ManagePointsInput;
};
export type useManagePointsMutation$data = {
  readonly managePoints: {
    readonly historyEdge: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PointsHistoryRow_entry">;
      };
    };
    readonly message: string;
    readonly user: {
      readonly id: string;
      readonly points: {
        readonly balance: number;
        readonly id: string;
        readonly lastActivity: string | null | undefined;
      } | null | undefined;
    };
  };
};
export type useManagePointsMutation = {
  response: useManagePointsMutation$data;
  variables: useManagePointsMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Points",
      "kind": "LinkedField",
      "name": "points",
      "plural": false,
      "selections": [
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "balance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastActivity",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
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
    "name": "useManagePointsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ManagePointsPayload",
        "kind": "LinkedField",
        "name": "managePoints",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PointsEntryEdge",
            "kind": "LinkedField",
            "name": "historyEdge",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PointsEntry",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PointsHistoryRow_entry"
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
    "name": "useManagePointsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ManagePointsPayload",
        "kind": "LinkedField",
        "name": "managePoints",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PointsEntryEdge",
            "kind": "LinkedField",
            "name": "historyEdge",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PointsEntry",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "date",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "points",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "action",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reason",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "balanceAfter",
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
            "handle": "prependEdge",
            "key": "",
            "kind": "LinkedHandle",
            "name": "historyEdge",
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
    "cacheID": "503a4d90f1378846881bcc030321d348",
    "id": "01d5c3b411ad375dab3faff9233d1a811055a40b483babe69265bccc144eb60d",
    "metadata": {},
    "name": "useManagePointsMutation",
    "operationKind": "mutation",
    "text": "mutation useManagePointsMutation(\n  $input: ManagePointsInput!\n) {\n  managePoints(input: $input) {\n    message\n    user {\n      id\n      points {\n        id\n        balance\n        lastActivity\n      }\n    }\n    historyEdge {\n      cursor\n      node {\n        id\n        ...PointsHistoryRow_entry\n      }\n    }\n  }\n}\n\nfragment PointsHistoryRow_entry on PointsEntry {\n  date\n  points\n  action\n  reason\n  balanceAfter\n}\n"
  }
};
})();

(node as any).hash = "126b8f4b74f04584a6f28845dbd904bf";

export default node;
