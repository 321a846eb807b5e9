/**
 * @generated SignedSource<<96e349fc8f84a2eead07ec8760aab00f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoanRow_loan$data = {
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"useLoanSummary_loan">;
  readonly " $fragmentType": "LoanRow_loan";
};
export type LoanRow_loan$key = {
  readonly " $data"?: LoanRow_loan$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoanRow_loan">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoanRow_loan",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useLoanSummary_loan"
    }
  ],
  "type": "Loan",
  "abstractKey": null
};

(node as any).hash = "e3e0ce3461dccd81ce7146b84ca87044";

export default node;
