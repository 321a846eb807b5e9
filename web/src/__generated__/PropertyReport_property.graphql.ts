/**
 * @generated SignedSource<<7d36a0a457e159dc18edb9d020d13dc5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PropertyReport_property$data = {
  readonly address: {
    readonly formatted: string;
  };
  readonly foreclosureStatus: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"PropertyCharacteristics_property" | "PropertyLoanHistory_property" | "PropertyOwner_property" | "PropertySalesHistory_property" | "PropertyTaxHistory_property" | "PropertyValuation_property">;
  readonly " $fragmentType": "PropertyReport_property";
};
export type PropertyReport_property$key = {
  readonly " $data"?: PropertyReport_property$data;
  readonly " $fragmentSpreads": FragmentRefs<"PropertyReport_property">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PropertyReport_property",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PropertyAddress",
      "kind": "LinkedField",
      "name": "address",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "formatted",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "foreclosureStatus",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PropertyValuation_property"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PropertyCharacteristics_property"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PropertyOwner_property"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PropertyTaxHistory_property"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PropertySalesHistory_property"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PropertyLoanHistory_property"
    }
  ],
  "type": "Property",
  "abstractKey": null
};

(node as any).hash = "b98fbd5283308e6d43b2f11b5c9e7fa4";

export default node;
