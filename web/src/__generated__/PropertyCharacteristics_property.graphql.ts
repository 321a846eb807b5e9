/**
 * @generated SignedSource<<fb698c71e92624fb208b278a85ca4213>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PropertyCharacteristics_property$data = {
  readonly characteristics: {
    readonly baths: number | null | undefined;
    readonly beds: number | null | undefined;
    readonly county: string | null | undefined;
    readonly latitude: number | null | undefined;
    readonly longitude: number | null | undefined;
    readonly propertyType: string | null | undefined;
    readonly squareFeet: number | null | undefined;
    readonly yearBuilt: number | null | undefined;
  };
  readonly " $fragmentType": "PropertyCharacteristics_property";
};
export type PropertyCharacteristics_property$key = {
  readonly " $data"?: PropertyCharacteristics_property$data;
  readonly " $fragmentSpreads": FragmentRefs<"PropertyCharacteristics_property">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PropertyCharacteristics_property",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PropertyCharacteristics",
      "kind": "LinkedField",
      "name": "characteristics",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "beds",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "baths",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "squareFeet",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "yearBuilt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "propertyType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "county",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "latitude",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "longitude",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Property",
  "abstractKey": null
};

(node as any).hash = "75873ee829cb798645c4129c3ce806e5";

export default node;
