/**
 * @generated SignedSource<<f30b312ba80840b1992bd5eb335eda6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteLoanDialog_loan$data = {
  readonly borrowerName: string;
  readonly id: string;
  readonly " $fragmentType": "DeleteLoanDialog_loan";
};
export type DeleteLoanDialog_loan$key = {
  readonly " $data"?: DeleteLoanDialog_loan$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteLoanDialog_loan">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeleteLoanDialog_loan",
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
    }
  ],
  "type": "Loan",
  "abstractKey": null
};

(node as any).hash = "03b648b523d7067b2f0039415fc340ea";

export default node;
