/**
 * @generated SignedSource<<6d579f5d885d47b022f24bb573951533>>
 * @relayHash 9d0eb4f16626ca009e00e415b5cde83f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cd41246f0de1837ae19033b6373081044a98e4c355f830749c2fd1ce03f12b47

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoanStatus = "APPROVED" | "FUNDED" | "IN_PROCESS" | "PENDING" | "SUBMITTED" | "WITHDRAWN" | "%future added value";
export type LoanPipelinePaginationQuery$variables = {
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  ownerId?: string | null | undefined;
  search?: string | null | undefined;
  status?: LoanStatus | null | undefined;
  withOfficers?: boolean | null | undefined;
};
export type LoanPipelinePaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"LoanPipeline_query">;
};
export type LoanPipelinePaginationQuery = {
  response: LoanPipelinePaginationQuery$data;
  variables: LoanPipelinePaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": 10,
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
    "name": "ownerId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "status"
  },
  {
    "defaultValue": false,
    "kind": "LocalArgument",
    "name": "withOfficers"
  }
],
v1 = {
  "kind": "Variable",
  "name": "ownerId",
  "variableName": "ownerId"
},
v2 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v3 = {
  "kind": "Variable",
  "name": "status",
  "variableName": "status"
},
v4 = [
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
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
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
    "name": "LoanPipelinePaginationQuery",
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
          },
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "Variable",
            "name": "withOfficers",
            "variableName": "withOfficers"
          }
        ],
        "kind": "FragmentSpread",
        "name": "LoanPipeline_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoanPipelinePaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
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
                  (v5/*:: as any*/),
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
                      (v6/*:: as any*/),
                      (v5/*:: as any*/)
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
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
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
              (v5/*:: as any*/),
              (v6/*:: as any*/)
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
                  (v5/*:: as any*/),
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
      }
    ]
  },
  "params": {
    "cacheID": "9d0eb4f16626ca009e00e415b5cde83f",
    "id": "cd41246f0de1837ae19033b6373081044a98e4c355f830749c2fd1ce03f12b47",
    "metadata": {},
    "name": "LoanPipelinePaginationQuery",
    "operationKind": "query",
    "text": "query LoanPipelinePaginationQuery(\n  $count: Int = 10\n  $cursor: String\n  $ownerId: ID\n  $search: String\n  $status: LoanStatus\n  $withOfficers: Boolean = false\n) {\n  ...LoanPipeline_query_1GICrV\n}\n\nfragment DeleteLoanDialog_loan on Loan {\n  id\n  borrowerName\n}\n\nfragment LoanFormDialog_loan on Loan {\n  id\n  borrowerName\n  loanType\n  loanAmount\n  lenderId\n  status\n  stage\n  dueDate\n  propertyAddress\n  notes\n  fundedDate\n  allowedStatuses\n}\n\nfragment LoanFormDialog_query on Query {\n  loanLenders: lenders(first: 100) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n\nfragment LoanPipeline_query_1GICrV on Query {\n  loans(first: $count, after: $cursor, search: $search, status: $status, ownerId: $ownerId) {\n    totalCount\n    edges {\n      node {\n        id\n        ...LoanRow_loan\n        ...LoanFormDialog_loan\n        ...DeleteLoanDialog_loan\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  loanOfficers @include(if: $withOfficers) {\n    id\n    fullName\n  }\n  ...LoanFormDialog_query\n}\n\nfragment LoanRow_loan on Loan {\n  id\n  ...useLoanSummary_loan\n}\n\nfragment useLoanSummary_loan on Loan {\n  internalId\n  borrowerName\n  loanType\n  loanAmount\n  status\n  stage\n  lenderName\n  dueDate\n  viewerCanEdit\n  owner {\n    fullName\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "5e25a99307cf98710a23ac22401a4afb";

export default node;
