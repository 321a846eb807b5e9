/**
 * @generated SignedSource<<1770ed435bd648a258959e98c1eec47e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VendorForm_options$data = {
  readonly categories: ReadonlyArray<string>;
  readonly loanTypes: ReadonlyArray<string>;
  readonly services: ReadonlyArray<string>;
  readonly " $fragmentType": "VendorForm_options";
};
export type VendorForm_options$key = {
  readonly " $data"?: VendorForm_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"VendorForm_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VendorForm_options",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "categories",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "loanTypes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "services",
      "storageKey": null
    }
  ],
  "type": "VendorFormOptions",
  "abstractKey": null
};

(node as any).hash = "f4669c62e8715616ca773d28384d73b6";

export default node;
