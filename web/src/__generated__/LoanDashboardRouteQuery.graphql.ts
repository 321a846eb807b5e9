/**
 * @generated SignedSource<<c95b507d25d379c17c6b6e16f4d1741f>>
 * @relayHash 64609b4b55a3b16793ef7620f66281e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3749781ba859104a7507c0f9ea6b4af55f15c2472df4297606efe848a929d468

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoanDashboardRouteQuery$variables = {
  withOfficers: boolean;
};
export type LoanDashboardRouteQuery$data = {
  readonly loanStats: {
    readonly " $fragmentSpreads": FragmentRefs<"LoanGauges_stats" | "LoanStatCards_stats">;
  };
  readonly viewer: {
    readonly can: {
      readonly createLoan: boolean;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"LoanPipeline_query">;
};
export type LoanDashboardRouteQuery = {
  response: LoanDashboardRouteQuery$data;
  variables: LoanDashboardRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withOfficers"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "UserCapabilities",
  "kind": "LinkedField",
  "name": "can",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createLoan",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stage",
  "storageKey": null
},
v5 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LoanDashboardRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LoanStats",
        "kind": "LinkedField",
        "name": "loanStats",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LoanStatCards_stats"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LoanGauges_stats"
          }
        ],
        "storageKey": null
      },
      {
        "args": [
          {
            "kind": "Literal",
            "name": "count",
            "value": 5
          },
          {
            "kind": "Variable",
            "name": "withOfficers",
            "variableName": "withOfficers"
          }
        ],
        "kind": "FragmentSpread",
        "name": "LoanPipeline_query"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoanDashboardRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LoanStats",
        "kind": "LinkedField",
        "name": "loanStats",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalLoans",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "volumeInProcess",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dueThisWeek",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LoanStatusCount",
            "kind": "LinkedField",
            "name": "byStatus",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LoanStageCount",
            "kind": "LinkedField",
            "name": "byStage",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "LoanConnection",
        "kind": "LinkedField",
        "name": "loans",
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
            "concreteType": "LoanEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Loan",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "internalId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "borrowerName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "loanType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "loanAmount",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lenderName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dueDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanEdit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "owner",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lenderId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "propertyAddress",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "notes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fundedDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "allowedStatuses",
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
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": "loans(first:5)"
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "filters": [
          "search",
          "status",
          "ownerId"
        ],
        "handle": "connection",
        "key": "LoanPipeline_loans",
        "kind": "LinkedHandle",
        "name": "loans"
      },
      {
        "condition": "withOfficers",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "loanOfficers",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": "loanLenders",
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          }
        ],
        "concreteType": "LenderConnection",
        "kind": "LinkedField",
        "name": "lenders",
        "plural": false,
        "selections": [
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
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "lenders(first:100)"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "64609b4b55a3b16793ef7620f66281e2",
    "id": "3749781ba859104a7507c0f9ea6b4af55f15c2472df4297606efe848a929d468",
    "metadata": {},
    "name": "LoanDashboardRouteQuery",
    "operationKind": "query",
    "text": "query LoanDashboardRouteQuery(\n  $withOfficers: Boolean!\n) {\n  loanStats {\n    ...LoanStatCards_stats\n    ...LoanGauges_stats\n  }\n  ...LoanPipeline_query_2fPB3a\n  viewer {\n    can {\n      createLoan\n    }\n    id\n  }\n}\n\nfragment DeleteLoanDialog_loan on Loan {\n  id\n  borrowerName\n}\n\nfragment LoanFormDialog_loan on Loan {\n  id\n  borrowerName\n  loanType\n  loanAmount\n  lenderId\n  status\n  stage\n  dueDate\n  propertyAddress\n  notes\n  fundedDate\n  allowedStatuses\n}\n\nfragment LoanFormDialog_query on Query {\n  loanLenders: lenders(first: 100) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n\nfragment LoanGauges_stats on LoanStats {\n  byStatus {\n    status\n    count\n  }\n  byStage {\n    stage\n    count\n  }\n}\n\nfragment LoanPipeline_query_2fPB3a on Query {\n  loans(first: 5) {\n    totalCount\n    edges {\n      node {\n        id\n        ...LoanRow_loan\n        ...LoanFormDialog_loan\n        ...DeleteLoanDialog_loan\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  loanOfficers @include(if: $withOfficers) {\n    id\n    fullName\n  }\n  ...LoanFormDialog_query\n}\n\nfragment LoanRow_loan on Loan {\n  id\n  ...useLoanSummary_loan\n}\n\nfragment LoanStatCards_stats on LoanStats {\n  totalLoans\n  volumeInProcess\n  dueThisWeek\n  byStatus {\n    status\n    count\n  }\n}\n\nfragment useLoanSummary_loan on Loan {\n  internalId\n  borrowerName\n  loanType\n  loanAmount\n  status\n  stage\n  lenderName\n  dueDate\n  viewerCanEdit\n  owner {\n    fullName\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "bfb83829b9f792f40bb61205d3a89af8";

export default node;
