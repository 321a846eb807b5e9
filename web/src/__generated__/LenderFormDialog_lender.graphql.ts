/**
 * @generated SignedSource<<7a32f543feb3226c77270104162ad83d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LenderFormDialog_lender$data = {
  readonly fullName: string | null | undefined;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"LenderForm_lender">;
  readonly " $fragmentType": "LenderFormDialog_lender";
};
export type LenderFormDialog_lender$key = {
  readonly " $data"?: LenderFormDialog_lender$data;
  readonly " $fragmentSpreads": FragmentRefs<"LenderFormDialog_lender">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LenderFormDialog_lender",
  "selections": [
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
      "name": "fullName",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LenderForm_lender"
    }
  ],
  "type": "Lender",
  "abstractKey": null
};

(node as any).hash = "6ac7ffe199d4fdc22153abf4fed401a3";

export default node;
