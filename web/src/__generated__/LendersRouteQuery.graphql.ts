/**
 * @generated SignedSource<<1fc1e971d56754dd7b5c5d62d14c32a2>>
 * @relayHash b6eac1b85318d21741f0845d4e3267fe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 95b4db868bcf57a9981e944f51cd8d0135e8ae4968d83654caa0820028de53b5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoanProgram = "FHA" | "NON_QM" | "QM" | "VA" | "%future added value";
export type LendersRouteQuery$variables = {
  lenderKey?: string | null | undefined;
  program?: LoanProgram | null | undefined;
  search?: string | null | undefined;
};
export type LendersRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"LenderGrid_query">;
};
export type LendersRouteQuery = {
  response: LendersRouteQuery$data;
  variables: LendersRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lenderKey"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "program"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v3 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 12
  },
  {
    "kind": "Variable",
    "name": "lenderKey",
    "variableName": "lenderKey"
  },
  {
    "kind": "Variable",
    "name": "program",
    "variableName": "program"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LendersRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "LenderGrid_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LendersRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "LenderConnection",
        "kind": "LinkedField",
        "name": "lenders",
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
            "concreteType": "LenderEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Lender",
                "kind": "LinkedField",
                "name": "node",
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
                    "name": "slug",
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
                    "name": "logoUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "shortDescription",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rating",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LenderPrograms",
                    "kind": "LinkedField",
                    "name": "programs",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "qmPrograms",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "nonQmPrograms",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "productOffer",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "uniquePropertyType",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "privateLoanPrograms",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "conventionalPrograms",
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
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "filters": [
          "program",
          "search",
          "lenderKey"
        ],
        "handle": "connection",
        "key": "LenderGrid_lenders",
        "kind": "LinkedHandle",
        "name": "lenders"
      }
    ]
  },
  "params": {
    "cacheID": "b6eac1b85318d21741f0845d4e3267fe",
    "id": "95b4db868bcf57a9981e944f51cd8d0135e8ae4968d83654caa0820028de53b5",
    "metadata": {},
    "name": "LendersRouteQuery",
    "operationKind": "query",
    "text": "query LendersRouteQuery(\n  $program: LoanProgram\n  $search: String\n  $lenderKey: String\n) {\n  ...LenderGrid_query\n}\n\nfragment LenderCard_lender on Lender {\n  slug\n  name\n  logoUrl\n  shortDescription\n  description\n  rating\n  programs {\n    qmPrograms\n    nonQmPrograms\n    productOffer\n    uniquePropertyType\n    privateLoanPrograms\n    conventionalPrograms\n  }\n}\n\nfragment LenderGrid_query on Query {\n  lenders(first: 12, program: $program, search: $search, lenderKey: $lenderKey) {\n    totalCount\n    edges {\n      node {\n        id\n        ...LenderCard_lender\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "890bf1e748610b263c9b40481fd97467";

export default node;
