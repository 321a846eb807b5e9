/**
 * @generated SignedSource<<7d5e51a55b4c68f006c63ff898fb669b>>
 * @relayHash 7c219e0b620ac874eaba491787bac793
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 175a212dd4191050380b5acd3f8920d7f02fb26af6a832ef17681c8e0d33f3a5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoanStage = "CLOSING" | "INITIAL_REVIEW" | "PROCESSING" | "UNDERWRITING" | "%future added value";
export type LoanStatus = "APPROVED" | "FUNDED" | "IN_PROCESS" | "PENDING" | "SUBMITTED" | "WITHDRAWN" | "%future added value";
export type LoanType = "CONVENTIONAL" | "FHA" | "JUMBO" | "NON_QM" | "USDA" | "VA" | "%future added value";
export type CreateLoanInput = {
  borrowerName?: string | null | undefined;
  dueDate?: string | null | undefined;
  lenderId?: string | null | undefined;
  loanAmount?: number | null | undefined;
  loanType?: LoanType | null | undefined;
  notes?: string | null | undefined;
  propertyAddress?: string | null | undefined;
  stage?: LoanStage | null | undefined;
  status?: LoanStatus | null | undefined;
};
export type useCreateLoanMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateLoanInput;
};
export type useCreateLoanMutation$data = {
  readonly createLoan: {
    readonly loanEdge: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"LoanRow_loan">;
      };
    };
    readonly message: string;
  };
};
export type useCreateLoanMutation = {
  response: useCreateLoanMutation$data;
  variables: useCreateLoanMutation$variables;
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
  "name": "cursor",
  "storageKey": null
},
v5 = {
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
    "name": "useCreateLoanMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateLoanPayload",
        "kind": "LinkedField",
        "name": "createLoan",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LoanEdge",
            "kind": "LinkedField",
            "name": "loanEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
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
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "LoanRow_loan"
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
    "name": "useCreateLoanMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateLoanPayload",
        "kind": "LinkedField",
        "name": "createLoan",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LoanEdge",
            "kind": "LinkedField",
            "name": "loanEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "fullName",
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
                    ],
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
            "name": "loanEdge",
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
    "cacheID": "7c219e0b620ac874eaba491787bac793",
    "id": "175a212dd4191050380b5acd3f8920d7f02fb26af6a832ef17681c8e0d33f3a5",
    "metadata": {},
    "name": "useCreateLoanMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateLoanMutation(\n  $input: CreateLoanInput!\n) {\n  createLoan(input: $input) {\n    message\n    loanEdge {\n      cursor\n      node {\n        id\n        ...LoanRow_loan\n      }\n    }\n  }\n}\n\nfragment LoanRow_loan on Loan {\n  id\n  ...useLoanSummary_loan\n}\n\nfragment useLoanSummary_loan on Loan {\n  internalId\n  borrowerName\n  loanType\n  loanAmount\n  status\n  stage\n  lenderName\n  dueDate\n  viewerCanEdit\n  owner {\n    fullName\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "933360070d4a641226089ec64f899221";

export default node;
