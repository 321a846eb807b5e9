/**
 * @generated SignedSource<<5b71b5b8388feaf6680b143c0bcde4f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FunnelCard_dashboard$data = {
  readonly funnel: ReadonlyArray<{
    readonly count: number;
    readonly reachedCount: number;
    readonly stage: {
      readonly name: string;
    };
    readonly value: number;
  }>;
  readonly " $fragmentType": "FunnelCard_dashboard";
};
export type FunnelCard_dashboard$key = {
  readonly " $data"?: FunnelCard_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"FunnelCard_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FunnelCard_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FunnelStage",
      "kind": "LinkedField",
      "name": "funnel",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PipelineStage",
          "kind": "LinkedField",
          "name": "stage",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reachedCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PipelineDashboard",
  "abstractKey": null
};

(node as any).hash = "d409a4357a7cf9dea97f04efaf981489";

export default node;
