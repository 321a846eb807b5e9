/**
 * @generated SignedSource<<6ff5ff28eafafbd7377ff9b7aa031b73>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LenderProgramsTab_lender$data = {
  readonly lenderNiche: string | null | undefined;
  readonly overlays: string | null | undefined;
  readonly programs: {
    readonly nonQmPrograms: ReadonlyArray<string>;
    readonly productOffer: ReadonlyArray<string>;
    readonly qmPrograms: ReadonlyArray<string>;
    readonly uniquePropertyType: ReadonlyArray<string>;
  };
  readonly " $fragmentType": "LenderProgramsTab_lender";
};
export type LenderProgramsTab_lender$key = {
  readonly " $data"?: LenderProgramsTab_lender$data;
  readonly " $fragmentSpreads": FragmentRefs<"LenderProgramsTab_lender">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LenderProgramsTab_lender",
  "selections": [
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
          "name": "uniquePropertyType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "productOffer",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lenderNiche",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "overlays",
      "storageKey": null
    }
  ],
  "type": "Lender",
  "abstractKey": null
};

(node as any).hash = "7f222e4b2647c3e76ee23790a6f50e9f";

export default node;
