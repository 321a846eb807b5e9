/**
 * @generated SignedSource<<a930f78d004e70b20eea6c4f88a063df>>
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
export type LoanFormDialog_loan$data = {
  readonly allowedStatuses: ReadonlyArray<LoanStatus>;
  readonly borrowerName: string;
  readonly dueDate: string;
  readonly fundedDate: string | null | undefined;
  readonly id: string;
  readonly lenderId: string | null | undefined;
  readonly loanAmount: number;
  readonly loanType: LoanType;
  readonly notes: string | null | undefined;
  readonly propertyAddress: string;
  readonly stage: LoanStage;
  readonly status: LoanStatus;
  readonly " $fragmentType": "LoanFormDialog_loan";
};
export type LoanFormDialog_loan$key = {
  readonly " $data"?: LoanFormDialog_loan$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoanFormDialog_loan">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoanFormDialog_loan",
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
      "name": "lenderId",
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
      "name": "dueDate",
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
    }
  ],
  "type": "Loan",
  "abstractKey": null
};

(node as any).hash = "24fb179494a1c13be47c76f0994fc521";

export default node;
