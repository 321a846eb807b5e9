/**
 * @generated SignedSource<<fad239747729ceab0dd9c8137a484be7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RateSheetStatus = "ACTIVE" | "DRAFT" | "RETIRED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RateSheetRow_sheet$data = {
  readonly createdAt: string;
  readonly effectiveAt: string;
  readonly expiresAt: string;
  readonly format: string;
  readonly id: string;
  readonly lenderName: string;
  readonly productCount: number;
  readonly status: RateSheetStatus;
  readonly " $fragmentType": "RateSheetRow_sheet";
};
export type RateSheetRow_sheet$key = {
  readonly " $data"?: RateSheetRow_sheet$data;
  readonly " $fragmentSpreads": FragmentRefs<"RateSheetRow_sheet">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RateSheetRow_sheet",
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
      "name": "lenderName",
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
      "name": "format",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "productCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "effectiveAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "RateSheet",
  "abstractKey": null
};

(node as any).hash = "7364ecf2ff5084c625d54e2291d460f4";

export default node;
