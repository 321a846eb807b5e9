/**
 * @generated SignedSource<<057e642edb0916b4840b5be0a4601803>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LenderCard_lender$data = {
  readonly description: string | null | undefined;
  readonly logoUrl: string | null | undefined;
  readonly name: string;
  readonly programs: {
    readonly conventionalPrograms: ReadonlyArray<string>;
    readonly nonQmPrograms: ReadonlyArray<string>;
    readonly privateLoanPrograms: ReadonlyArray<string>;
    readonly productOffer: ReadonlyArray<string>;
    readonly qmPrograms: ReadonlyArray<string>;
    readonly uniquePropertyType: ReadonlyArray<string>;
  };
  readonly rating: number | null | undefined;
  readonly shortDescription: string | null | undefined;
  readonly slug: string;
  readonly " $fragmentType": "LenderCard_lender";
};
export type LenderCard_lender$key = {
  readonly " $data"?: LenderCard_lender$data;
  readonly " $fragmentSpreads": FragmentRefs<"LenderCard_lender">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LenderCard_lender",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
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
      "name": "logoUrl",
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
      "concreteType": "LenderPrograms",
      "kind": "LinkedField",
      "name": "programs",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "qmPrograms",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nonQmPrograms",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "productOffer",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "uniquePropertyType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "privateLoanPrograms",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "conventionalPrograms",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lender",
  "abstractKey": null
};

(node as any).hash = "e6a6fc4b486baacfaa6860ab326ca18c";

export default node;
