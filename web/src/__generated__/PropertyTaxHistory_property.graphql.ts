/**
 * @generated SignedSource<<062b5c20840869eadad9e81e51f6ea51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PropertyTaxHistory_property$data = {
  readonly taxHistory: ReadonlyArray<{
    readonly assessedValue: number | null | undefined;
    readonly marketValue: number | null | undefined;
    readonly taxAmount: number | null | undefined;
    readonly year: number;
  }>;
  readonly " $fragmentType": "PropertyTaxHistory_property";
};
export type PropertyTaxHistory_property$key = {
  readonly " $data"?: PropertyTaxHistory_property$data;
  readonly " $fragmentSpreads": FragmentRefs<"PropertyTaxHistory_property">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PropertyTaxHistory_property",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PropertyTaxYear",
      "kind": "LinkedField",
      "name": "taxHistory",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "year",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "taxAmount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "assessedValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "marketValue",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Property",
  "abstractKey": null
};

(node as any).hash = "d587b738ba63fc9844d9d8c36f568098";

export default node;
