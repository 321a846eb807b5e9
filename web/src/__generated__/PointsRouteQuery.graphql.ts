/**
 * @generated SignedSource<<1f7afcbbfad3b10e0c3afaac54f4becc>>
 * @relayHash d153d868b6d0f222029cc90ee04d141e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 635d3b3f1c8d05857e7fc46d97f31b0d1cd81879cf456a5d42e90ebadb5d2105

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PointsRouteQuery$variables = Record<PropertyKey, never>;
export type PointsRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DistributePointsForm_query" | "UsersPointsTable_query">;
};
export type PointsRouteQuery = {
  response: PointsRouteQuery$data;
  variables: PointsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v3 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PointsRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "DistributePointsForm_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "UsersPointsTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PointsRouteQuery",
    "selections": [
      {
        "alias": "pointsRecipients",
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          }
        ],
        "concreteType": "UserConnection",
        "kind": "LinkedField",
        "name": "usersWithPoints",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UserEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Points",
                    "kind": "LinkedField",
                    "name": "points",
                    "plural": false,
                    "selections": [
                      (v0/*:: as any*/)
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
        "storageKey": "usersWithPoints(first:100)"
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "UserConnection",
        "kind": "LinkedField",
        "name": "usersWithPoints",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "UserEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Points",
                    "kind": "LinkedField",
                    "name": "points",
                    "plural": false,
                    "selections": [
                      (v0/*:: as any*/),
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "usersWithPoints(first:10)"
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "filters": [
          "search"
        ],
        "handle": "connection",
        "key": "UsersPointsTable_usersWithPoints",
        "kind": "LinkedHandle",
        "name": "usersWithPoints"
      }
    ]
  },
  "params": {
    "cacheID": "d153d868b6d0f222029cc90ee04d141e",
    "id": "635d3b3f1c8d05857e7fc46d97f31b0d1cd81879cf456a5d42e90ebadb5d2105",
    "metadata": {},
    "name": "PointsRouteQuery",
    "operationKind": "query",
    "text": "query PointsRouteQuery {\n  ...DistributePointsForm_query\n  ...UsersPointsTable_query\n}\n\nfragment DistributePointsForm_query on Query {\n  pointsRecipients: usersWithPoints(first: 100) {\n    edges {\n      node {\n        id\n        fullName\n        email\n        points {\n          id\n        }\n      }\n    }\n  }\n}\n\nfragment UserPointsRow_user on User {\n  id\n  fullName\n  email\n  points {\n    id\n    balance\n    lastActivity\n  }\n}\n\nfragment UsersPointsTable_query on Query {\n  usersWithPoints(first: 10) {\n    totalCount\n    edges {\n      node {\n        id\n        ...UserPointsRow_user\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "21b1ba6f1c1af1da33ff1ebc81b15654";

export default node;
