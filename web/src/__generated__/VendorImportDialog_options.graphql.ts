/**
 * @generated SignedSource<<636f14f90231c90a7f2eace0612600b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VendorImportDialog_options$data = {
  readonly categories: ReadonlyArray<string>;
  readonly loanTypes: ReadonlyArray<string>;
  readonly services: ReadonlyArray<string>;
  readonly " $fragmentType": "VendorImportDialog_options";
};
export type VendorImportDialog_options$key = {
  readonly " $data"?: VendorImportDialog_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"VendorImportDialog_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VendorImportDialog_options",
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

(node as any).hash = "9920d69ba9139fef85e4de069fda1e36";

export default node;
