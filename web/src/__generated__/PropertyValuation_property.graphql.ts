/**
 * @generated SignedSource<<fa8bb6e049a44843981e8c4b217d16d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PropertyValuation_property$data = {
  readonly confidenceScore: number | null | undefined;
  readonly equity: number | null | undefined;
  readonly equityPercent: number | null | undefined;
  readonly estimatedValue: number | null | undefined;
  readonly lienAmount: number | null | undefined;
  readonly ltv: number | null | undefined;
  readonly priceRange: {
    readonly max: number | null | undefined;
    readonly min: number | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "PropertyValuation_property";
};
export type PropertyValuation_property$key = {
  readonly " $data"?: PropertyValuation_property$data;
  readonly " $fragmentSpreads": FragmentRefs<"PropertyValuation_property">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PropertyValuation_property",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "estimatedValue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lienAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "equity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "equityPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ltv",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PriceRange",
      "kind": "LinkedField",
      "name": "priceRange",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "min",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "max",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "confidenceScore",
      "storageKey": null
    }
  ],
  "type": "Property",
  "abstractKey": null
};

(node as any).hash = "0a6aea84cdfcb30337f2f4c443a0d0f2";

export default node;
