/**
 * @generated SignedSource<<3ca29df30e9546e2271ac7981b70d580>>
 * @relayHash e8c55119ad6f34890f050722428d7cdc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 58420c87adc80ed6ea1b8bab76ff2d0204f6f4a151438be9100f31d56638bcf1

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeRouteQuery$variables = Record<PropertyKey, never>;
export type HomeRouteQuery$data = {
  readonly production: {
    readonly " $fragmentSpreads": FragmentRefs<"PayStatementCard_production" | "PointsMetrics_production" | "ProEliteBanner_production" | "ProductionSummary_production" | "UserRankings_production">;
  };
  readonly viewer: {
    readonly points: {
      readonly " $fragmentSpreads": FragmentRefs<"PointsMetrics_points" | "PointsRedemption_points">;
    } | null | undefined;
  } | null | undefined;
};
export type HomeRouteQuery = {
  response: HomeRouteQuery$data;
  variables: HomeRouteQuery$variables;
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
  "name": "volume",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "compensationBps",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "rank",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "userId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fullName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "avatarUrl",
    "storageKey": null
  },
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "loansClosed",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "trend",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "lh100",
    "storageKey": null
  },
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "month",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "loansFunded",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Points",
            "kind": "LinkedField",
            "name": "points",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PointsMetrics_points"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PointsRedemption_points"
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
        "concreteType": "Production",
        "kind": "LinkedField",
        "name": "production",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "UserRankings_production"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PayStatementCard_production"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProductionSummary_production"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProEliteBanner_production"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PointsMetrics_production"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomeRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Points",
            "kind": "LinkedField",
            "name": "points",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "balance",
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 50
                  }
                ],
                "concreteType": "PointsEntryConnection",
                "kind": "LinkedField",
                "name": "history",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PointsEntryEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PointsEntry",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v0/*:: as any*/),
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
                            "name": "date",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "history(first:50)"
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PointsRedemptionOption",
                "kind": "LinkedField",
                "name": "redemptionOptions",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "code",
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
                    "name": "cost",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "validity",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "benefit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "affordable",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pointsNeeded",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Production",
        "kind": "LinkedField",
        "name": "production",
        "plural": false,
        "selections": [
          {
            "alias": "monthly",
            "args": [
              {
                "kind": "Literal",
                "name": "period",
                "value": "MONTHLY"
              }
            ],
            "concreteType": "UserRanking",
            "kind": "LinkedField",
            "name": "rankings",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": "rankings(period:\"MONTHLY\")"
          },
          {
            "alias": "yearly",
            "args": [
              {
                "kind": "Literal",
                "name": "period",
                "value": "YEARLY"
              }
            ],
            "concreteType": "UserRanking",
            "kind": "LinkedField",
            "name": "rankings",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": "rankings(period:\"YEARLY\")"
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "year",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PayStatement",
            "kind": "LinkedField",
            "name": "payStatement",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "yearToDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "previousYear",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MonthlyEarnings",
                "kind": "LinkedField",
                "name": "months",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "earnings",
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
            "concreteType": "ProductionSummary",
            "kind": "LinkedField",
            "name": "summary",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "MonthlyProduction",
                "kind": "LinkedField",
                "name": "months",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LoanTypeProduction",
                "kind": "LinkedField",
                "name": "byLoanType",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "loanType",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ClosingPoints",
            "kind": "LinkedField",
            "name": "closingPoints",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "proElitePointsNeeded",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "closingsThisMonth",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nextClosingPoints",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "closingsBeforePoints",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "earnedThisMonth",
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
    "cacheID": "e8c55119ad6f34890f050722428d7cdc",
    "id": "58420c87adc80ed6ea1b8bab76ff2d0204f6f4a151438be9100f31d56638bcf1",
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": "query HomeRouteQuery {\n  viewer {\n    points {\n      ...PointsMetrics_points\n      ...PointsRedemption_points\n      id\n    }\n    id\n  }\n  production {\n    ...UserRankings_production\n    ...PayStatementCard_production\n    ...ProductionSummary_production\n    ...ProEliteBanner_production\n    ...PointsMetrics_production\n  }\n}\n\nfragment PayStatementCard_production on Production {\n  year\n  payStatement {\n    compensationBps\n    yearToDate\n    previousYear\n    months {\n      month\n      earnings\n    }\n  }\n}\n\nfragment PointsMetrics_points on Points {\n  balance\n  history(first: 50) {\n    edges {\n      node {\n        id\n        points\n        action\n        reason\n        date\n      }\n    }\n  }\n}\n\nfragment PointsMetrics_production on Production {\n  closingPoints {\n    earnedThisMonth\n    closingsThisMonth\n    nextClosingPoints\n  }\n}\n\nfragment PointsRedemption_points on Points {\n  balance\n  redemptionOptions {\n    code\n    name\n    cost\n    validity\n    benefit\n    affordable\n    pointsNeeded\n  }\n}\n\nfragment ProEliteBanner_production on Production {\n  closingPoints {\n    month\n    proElitePointsNeeded\n    closingsThisMonth\n    nextClosingPoints\n    closingsBeforePoints\n  }\n}\n\nfragment ProductionSummary_production on Production {\n  year\n  summary {\n    loansFunded\n    volume\n    months {\n      month\n      volume\n    }\n    byLoanType {\n      loanType\n      loansFunded\n      volume\n    }\n  }\n}\n\nfragment UserRankings_production on Production {\n  monthly: rankings(period: MONTHLY) {\n    rank\n    userId\n    fullName\n    avatarUrl\n    volume\n    loansClosed\n    trend\n    lh100\n    compensationBps\n  }\n  yearly: rankings(period: YEARLY) {\n    rank\n    userId\n    fullName\n    avatarUrl\n    volume\n    loansClosed\n    trend\n    lh100\n    compensationBps\n  }\n}\n"
  }
};
})();

(node as any).hash = "f2a66149bb864b1216b8be63f12161ee";

export default node;
