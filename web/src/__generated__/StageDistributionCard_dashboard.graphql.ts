/**
 * @generated SignedSource<<fd373e316198272771fc591821619d68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StageDistributionCard_dashboard$data = {
  readonly stageDistribution: ReadonlyArray<{
    readonly count: number;
    readonly share: number;
    readonly stage: {
      readonly name: string;
    };
  }>;
  readonly " $fragmentType": "StageDistributionCard_dashboard";
};
export type StageDistributionCard_dashboard$key = {
  readonly " $data"?: StageDistributionCard_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"StageDistributionCard_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StageDistributionCard_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StageShare",
      "kind": "LinkedField",
      "name": "stageDistribution",
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
          "name": "share",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PipelineDashboard",
  "abstractKey": null
};

(node as any).hash = "7829ac7e4cf3cdc039fea1700b4b8025";

export default node;
