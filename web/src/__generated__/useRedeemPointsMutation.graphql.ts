/**
 * @generated SignedSource<<bf427f19f4602dcfde3d46cbfef1fdef>>
 * @relayHash f6e0ccaaaa14501aace1540ba0c47c33
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d42a53c49f0091c01fe21ddce3c1b28548a44c65836151eff07592a35b085ef

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PointsRedemptionCode = "CREDIT_REDEMPTION_LOA" | "FREE_APPRAISAL" | "RATE_BOOST" | "%future added value";
export type RedeemPointsInput = {
  reward: PointsRedemptionCode;
};
export type useRedeemPointsMutation$variables = {
  input: RedeemPointsInput;
};
export type useRedeemPointsMutation$data = {
  readonly redeemPoints: {
    readonly message: string;
    readonly points: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PointsMetrics_points" | "PointsRedemption_points">;
    };
  };
};
export type useRedeemPointsMutation = {
  response: useRedeemPointsMutation$data;
  variables: useRedeemPointsMutation$variables;
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
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRedeemPointsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RedeemPointsPayload",
        "kind": "LinkedField",
        "name": "redeemPoints",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Points",
            "kind": "LinkedField",
            "name": "points",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PointsRedemption_points"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PointsMetrics_points"
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
    "name": "useRedeemPointsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RedeemPointsPayload",
        "kind": "LinkedField",
        "name": "redeemPoints",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Points",
            "kind": "LinkedField",
            "name": "points",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
                          (v3/*:: as any*/),
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
    "cacheID": "f6e0ccaaaa14501aace1540ba0c47c33",
    "id": "4d42a53c49f0091c01fe21ddce3c1b28548a44c65836151eff07592a35b085ef",
    "metadata": {},
    "name": "useRedeemPointsMutation",
    "operationKind": "mutation",
    "text": "mutation useRedeemPointsMutation(\n  $input: RedeemPointsInput!\n) {\n  redeemPoints(input: $input) {\n    message\n    points {\n      id\n      ...PointsRedemption_points\n      ...PointsMetrics_points\n    }\n  }\n}\n\nfragment PointsMetrics_points on Points {\n  balance\n  history(first: 50) {\n    edges {\n      node {\n        id\n        points\n        action\n        reason\n        date\n      }\n    }\n  }\n}\n\nfragment PointsRedemption_points on Points {\n  balance\n  redemptionOptions {\n    code\n    name\n    cost\n    validity\n    benefit\n    affordable\n    pointsNeeded\n  }\n}\n"
  }
};
})();

(node as any).hash = "110346283ab656fb1563ccf679224895";

export default node;
