/**
 * @generated SignedSource<<941fd8da507ef4576fff7c4263676269>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VendorTicketPriority = "HIGH" | "LOW" | "MEDIUM" | "URGENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VendorTicketDialog_options$data = {
  readonly categories: ReadonlyArray<string>;
  readonly ticketPriorities: ReadonlyArray<VendorTicketPriority>;
  readonly " $fragmentType": "VendorTicketDialog_options";
};
export type VendorTicketDialog_options$key = {
  readonly " $data"?: VendorTicketDialog_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"VendorTicketDialog_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VendorTicketDialog_options",
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
      "name": "ticketPriorities",
      "storageKey": null
    }
  ],
  "type": "VendorFormOptions",
  "abstractKey": null
};

(node as any).hash = "3bf2895b77acad1b0252a2aa5c62c95f";

export default node;
