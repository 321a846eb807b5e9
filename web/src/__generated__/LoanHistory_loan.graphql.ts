/**
 * @generated SignedSource<<360596337b591c14b20a555acc5f47f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LoanStage = "CLOSING" | "INITIAL_REVIEW" | "PROCESSING" | "UNDERWRITING" | "%future added value";
export type LoanStatus = "APPROVED" | "FUNDED" | "IN_PROCESS" | "PENDING" | "SUBMITTED" | "WITHDRAWN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LoanHistory_loan$data = {
  readonly history: ReadonlyArray<{
    readonly actorName: string;
    readonly createdAt: string;
    readonly fromStage: LoanStage | null | undefined;
    readonly fromStatus: LoanStatus | null | undefined;
    readonly id: string;
    readonly toStage: LoanStage;
    readonly toStatus: LoanStatus;
  }>;
  readonly " $fragmentType": "LoanHistory_loan";
};
export type LoanHistory_loan$key = {
  readonly " $data"?: LoanHistory_loan$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoanHistory_loan">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoanHistory_loan",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LoanEvent",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
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
          "name": "actorName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fromStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "toStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fromStage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "toStage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Loan",
  "abstractKey": null
};

(node as any).hash = "951fecb2e2c5134d27e2a41aa1bcce9f";

export default node;
