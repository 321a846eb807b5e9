/**
 * @generated SignedSource<<455518bb8c2600530bdfdfb120f79733>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConversionRateCard_dashboard$data = {
  readonly conversionRate: number;
  readonly statusCounts: {
    readonly lost: number;
    readonly open: number;
    readonly total: number;
    readonly won: number;
  };
  readonly " $fragmentType": "ConversionRateCard_dashboard";
};
export type ConversionRateCard_dashboard$key = {
  readonly " $data"?: ConversionRateCard_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConversionRateCard_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConversionRateCard_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "conversionRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OpportunityStatusCounts",
      "kind": "LinkedField",
      "name": "statusCounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "open",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "won",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lost",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PipelineDashboard",
  "abstractKey": null
};

(node as any).hash = "28996ebb71cb8332a0238e2daa260fe1";

export default node;
