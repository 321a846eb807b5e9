/**
 * @generated SignedSource<<be95710e87c6982162e848179e08ca6d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VendorFormDialog_vendor$data = {
  readonly " $fragmentSpreads": FragmentRefs<"VendorForm_vendor">;
  readonly " $fragmentType": "VendorFormDialog_vendor";
};
export type VendorFormDialog_vendor$key = {
  readonly " $data"?: VendorFormDialog_vendor$data;
  readonly " $fragmentSpreads": FragmentRefs<"VendorFormDialog_vendor">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VendorFormDialog_vendor",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VendorForm_vendor"
    }
  ],
  "type": "Vendor",
  "abstractKey": null
};

(node as any).hash = "3136615fda76581338a1446f10b30438";

export default node;
