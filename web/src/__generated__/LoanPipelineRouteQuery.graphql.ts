/**
 * @generated SignedSource<<2ec58be47feb3ad7de2acd662e764d7f>>
 * @relayHash a213d41a30cdc0a61e0bad094b3e9375
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a97b70879902681317e401eb60328f5c454addc08d8149ba2274185bd3fe8b31

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoanPipelineRouteQuery$variables = {
  withOfficers: boolean;
};
export type LoanPipelineRouteQuery$data = {
  readonly viewer: {
    readonly can: {
      readonly createLoan: boolean;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"LoanPipeline_query">;
};
export type LoanPipelineRouteQuery = {
  response: LoanPipelineRouteQuery$data;
  variables: LoanPipelineRouteQuery$variables;
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
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
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
    "name": "LoanPipelineRouteQuery",
    "selections": [
      {
        "args": [
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
    "name": "LoanPipelineRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "stage",
                    "storageKey": null
                  },
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
                      (v4/*:: as any*/),
                      (v3/*:: as any*/)
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
        "storageKey": "loans(first:10)"
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
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
              (v3/*:: as any*/),
              (v4/*:: as any*/)
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
                  (v3/*:: as any*/),
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
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a213d41a30cdc0a61e0bad094b3e9375",
    "id": "a97b70879902681317e401eb60328f5c454addc08d8149ba2274185bd3fe8b31",
    "metadata": {},
    "name": "LoanPipelineRouteQuery",
    "operationKind": "query",
    "text": "query LoanPipelineRouteQuery(\n  $withOfficers: Boolean!\n) {\n  ...LoanPipeline_query_2DKwbs\n  viewer {\n    can {\n      createLoan\n    }\n    id\n  }\n}\n\nfragment DeleteLoanDialog_loan on Loan {\n  id\n  borrowerName\n}\n\nfragment LoanFormDialog_loan on Loan {\n  id\n  borrowerName\n  loanType\n  loanAmount\n  lenderId\n  status\n  stage\n  dueDate\n  propertyAddress\n  notes\n  fundedDate\n  allowedStatuses\n}\n\nfragment LoanFormDialog_query on Query {\n  loanLenders: lenders(first: 100) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n\nfragment LoanPipeline_query_2DKwbs on Query {\n  loans(first: 10) {\n    totalCount\n    edges {\n      node {\n        id\n        ...LoanRow_loan\n        ...LoanFormDialog_loan\n        ...DeleteLoanDialog_loan\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  loanOfficers @include(if: $withOfficers) {\n    id\n    fullName\n  }\n  ...LoanFormDialog_query\n}\n\nfragment LoanRow_loan on Loan {\n  id\n  ...useLoanSummary_loan\n}\n\nfragment useLoanSummary_loan on Loan {\n  internalId\n  borrowerName\n  loanType\n  loanAmount\n  status\n  stage\n  lenderName\n  dueDate\n  viewerCanEdit\n  owner {\n    fullName\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "2befb757564899defddd9ae71777745f";

export default node;
