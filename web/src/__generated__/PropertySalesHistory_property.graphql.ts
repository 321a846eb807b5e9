/**
 * @generated SignedSource<<3e62bcedac71eb514493cc8d7c92f013>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PropertySalesHistory_property$data = {
  readonly salesHistory: ReadonlyArray<{
    readonly buyers: ReadonlyArray<string>;
    readonly date: string | null | undefined;
    readonly documentType: string | null | undefined;
    readonly price: number | null | undefined;
    readonly sellers: ReadonlyArray<string>;
  }>;
  readonly " $fragmentType": "PropertySalesHistory_property";
};
export type PropertySalesHistory_property$key = {
  readonly " $data"?: PropertySalesHistory_property$data;
  readonly " $fragmentSpreads": FragmentRefs<"PropertySalesHistory_property">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PropertySalesHistory_property",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PropertySale",
      "kind": "LinkedField",
      "name": "salesHistory",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "price",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "buyers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sellers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentType",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Property",
  "abstractKey": null
};

(node as any).hash = "964b28c05056d764842431006ef8c0c1";

export default node;
