/**
 * @generated SignedSource<<2ca7baf90e9ce5607e88993bf9b23539>>
 * @relayHash 733cb9541b7a963bd6e4604d75542a03
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76efc637422f6936dea280db488354df8734a62af07b66ac516f36b57573b467

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoanProgram = "FHA" | "NON_QM" | "QM" | "VA" | "%future added value";
export type LenderGridPaginationQuery$variables = {
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  lenderKey?: string | null | undefined;
  program?: LoanProgram | null | undefined;
  search?: string | null | undefined;
};
export type LenderGridPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"LenderGrid_query">;
};
export type LenderGridPaginationQuery = {
  response: LenderGridPaginationQuery$data;
  variables: LenderGridPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": 12,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "lenderKey"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "program"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LenderGridPaginationQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          }
        ],
        "kind": "FragmentSpread",
        "name": "LenderGrid_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LenderGridPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
        "args": (v1/*:: as any*/),
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
    "cacheID": "733cb9541b7a963bd6e4604d75542a03",
    "id": "76efc637422f6936dea280db488354df8734a62af07b66ac516f36b57573b467",
    "metadata": {},
    "name": "LenderGridPaginationQuery",
    "operationKind": "query",
    "text": "query LenderGridPaginationQuery(\n  $count: Int = 12\n  $cursor: String\n  $lenderKey: String\n  $program: LoanProgram\n  $search: String\n) {\n  ...LenderGrid_query_1G22uz\n}\n\nfragment LenderCard_lender on Lender {\n  slug\n  name\n  logoUrl\n  shortDescription\n  description\n  rating\n  programs {\n    qmPrograms\n    nonQmPrograms\n    productOffer\n    uniquePropertyType\n    privateLoanPrograms\n    conventionalPrograms\n  }\n}\n\nfragment LenderGrid_query_1G22uz on Query {\n  lenders(first: $count, after: $cursor, program: $program, search: $search, lenderKey: $lenderKey) {\n    totalCount\n    edges {\n      node {\n        id\n        ...LenderCard_lender\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d399234957a7b6ff9948489502280171";

export default node;
