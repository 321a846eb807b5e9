/**
 * @generated SignedSource<<8cb0c01063c6c097d23c88b587c2bb35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProEliteBanner_production$data = {
  readonly closingPoints: {
    readonly closingsBeforePoints: number;
    readonly closingsThisMonth: number;
    readonly month: number;
    readonly nextClosingPoints: number;
    readonly proElitePointsNeeded: number;
  };
  readonly " $fragmentType": "ProEliteBanner_production";
};
export type ProEliteBanner_production$key = {
  readonly " $data"?: ProEliteBanner_production$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProEliteBanner_production">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProEliteBanner_production",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ClosingPoints",
      "kind": "LinkedField",
      "name": "closingPoints",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "month",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "proElitePointsNeeded",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closingsThisMonth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextClosingPoints",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closingsBeforePoints",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Production",
  "abstractKey": null
};

(node as any).hash = "14954c1acf5aaf20e22d307cadc139ae";

export default node;
