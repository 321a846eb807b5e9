/**
 * @generated SignedSource<<086e572c0fa8382c6f6583540cbce9a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PointsMetrics_production$data = {
  readonly closingPoints: {
    readonly closingsThisMonth: number;
    readonly earnedThisMonth: number;
    readonly nextClosingPoints: number;
  };
  readonly " $fragmentType": "PointsMetrics_production";
};
export type PointsMetrics_production$key = {
  readonly " $data"?: PointsMetrics_production$data;
  readonly " $fragmentSpreads": FragmentRefs<"PointsMetrics_production">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PointsMetrics_production",
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
          "name": "earnedThisMonth",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Production",
  "abstractKey": null
};

(node as any).hash = "2c53bee59a9f7864eef0233e9069b74d";

export default node;
