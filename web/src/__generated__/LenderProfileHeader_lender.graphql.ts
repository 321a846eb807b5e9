/**
 * @generated SignedSource<<32b58eb70207a88b6c8d3c7ee69e77c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LenderProfileHeader_lender$data = {
  readonly description: string | null | undefined;
  readonly fullName: string | null | undefined;
  readonly logoUrl: string | null | undefined;
  readonly name: string;
  readonly rating: number | null | undefined;
  readonly shortDescription: string | null | undefined;
  readonly status: string | null | undefined;
  readonly " $fragmentType": "LenderProfileHeader_lender";
};
export type LenderProfileHeader_lender$key = {
  readonly " $data"?: LenderProfileHeader_lender$data;
  readonly " $fragmentSpreads": FragmentRefs<"LenderProfileHeader_lender">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LenderProfileHeader_lender",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "logoUrl",
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
      "name": "rating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shortDescription",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    }
  ],
  "type": "Lender",
  "abstractKey": null
};

(node as any).hash = "56bb364992bc50cd8057c53caed9abdb";

export default node;
