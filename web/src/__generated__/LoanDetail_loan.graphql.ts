/**
 * @generated SignedSource<<ff9508bdce66efc125131b5683653eff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LoanStage = "CLOSING" | "INITIAL_REVIEW" | "PROCESSING" | "UNDERWRITING" | "%future added value";
export type LoanStatus = "APPROVED" | "FUNDED" | "IN_PROCESS" | "PENDING" | "SUBMITTED" | "WITHDRAWN" | "%future added value";
export type LoanType = "CONVENTIONAL" | "FHA" | "JUMBO" | "NON_QM" | "USDA" | "VA" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LoanDetail_loan$data = {
  readonly borrowerName: string;
  readonly createdAt: string;
  readonly dueDate: string;
  readonly fundedDate: string | null | undefined;
  readonly internalId: number;
  readonly lender: {
    readonly internalId: number;
  } | null | undefined;
  readonly lenderName: string;
  readonly loanAmount: number;
  readonly loanType: LoanType;
  readonly notes: string | null | undefined;
  readonly owner: {
    readonly fullName: string;
  } | null | undefined;
  readonly propertyAddress: string;
  readonly stage: LoanStage;
  readonly status: LoanStatus;
  readonly updatedAt: string;
  readonly viewerCanEdit: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteLoanDialog_loan" | "LoanFormDialog_loan" | "LoanHistory_loan" | "LoanSavedQuotes_loan">;
  readonly " $fragmentType": "LoanDetail_loan";
};
export type LoanDetail_loan$key = {
  readonly " $data"?: LoanDetail_loan$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoanDetail_loan">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoanDetail_loan",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "Lender",
      "kind": "LinkedField",
      "name": "lender",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
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
      "name": "fundedDate",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LoanFormDialog_loan"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeleteLoanDialog_loan"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LoanHistory_loan"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LoanSavedQuotes_loan"
    }
  ],
  "type": "Loan",
  "abstractKey": null
};
})();

(node as any).hash = "75f286f09f464e875307e03a4362b5f1";

export default node;
