/**
 * @generated SignedSource<<cf1bbbe8d36a1beae342948843607a38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VendorFormDialog_options$data = {
  readonly " $fragmentSpreads": FragmentRefs<"VendorForm_options">;
  readonly " $fragmentType": "VendorFormDialog_options";
};
export type VendorFormDialog_options$key = {
  readonly " $data"?: VendorFormDialog_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"VendorFormDialog_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VendorFormDialog_options",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VendorForm_options"
    }
  ],
  "type": "VendorFormOptions",
  "abstractKey": null
};

(node as any).hash = "372d0bde942f75944ed7eaea9d7a5da2";

export default node;
