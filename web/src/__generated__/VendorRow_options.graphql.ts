/**
 * @generated SignedSource<<05812f7f7df08ab7a66eec52d3252021>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VendorRow_options$data = {
  readonly " $fragmentSpreads": FragmentRefs<"VendorFormDialog_options" | "VendorTicketDialog_options">;
  readonly " $fragmentType": "VendorRow_options";
};
export type VendorRow_options$key = {
  readonly " $data"?: VendorRow_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"VendorRow_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VendorRow_options",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VendorFormDialog_options"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VendorTicketDialog_options"
    }
  ],
  "type": "VendorFormOptions",
  "abstractKey": null
};

(node as any).hash = "d48651700c208cc942e8bb68d3861ff8";

export default node;
