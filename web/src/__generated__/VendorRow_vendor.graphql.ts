/**
 * @generated SignedSource<<b28ce7634d56fd19fd0389515ba53ce7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VendorStatus = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VendorRow_vendor$data = {
  readonly category: string;
  readonly contactEmail: string;
  readonly description: string;
  readonly id: string;
  readonly loanTypes: ReadonlyArray<string>;
  readonly name: string;
  readonly phoneNumber: string;
  readonly rating: number;
  readonly services: ReadonlyArray<string>;
  readonly status: VendorStatus;
  readonly statusLabel: string;
  readonly " $fragmentSpreads": FragmentRefs<"VendorDetailsDialog_vendor" | "VendorFormDialog_vendor">;
  readonly " $fragmentType": "VendorRow_vendor";
};
export type VendorRow_vendor$key = {
  readonly " $data"?: VendorRow_vendor$data;
  readonly " $fragmentSpreads": FragmentRefs<"VendorRow_vendor">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VendorRow_vendor",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "category",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phoneNumber",
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
      "name": "statusLabel",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rating",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VendorDetailsDialog_vendor"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VendorFormDialog_vendor"
    }
  ],
  "type": "Vendor",
  "abstractKey": null
};

(node as any).hash = "f84ee6345e8463a27fd41f277a0804c1";

export default node;
