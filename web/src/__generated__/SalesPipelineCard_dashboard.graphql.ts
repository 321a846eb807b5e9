/**
 * @generated SignedSource<<dee93c3b24b16b5156b669ff4a2cc57d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SalesPipelineCard_dashboard$data = {
  readonly salesPipelineBySource: ReadonlyArray<{
    readonly count: number;
    readonly lost: number;
    readonly open: number;
    readonly source: string;
    readonly value: number;
    readonly won: number;
  }>;
  readonly " $fragmentType": "SalesPipelineCard_dashboard";
};
export type SalesPipelineCard_dashboard$key = {
  readonly " $data"?: SalesPipelineCard_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"SalesPipelineCard_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SalesPipelineCard_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SourcePipeline",
      "kind": "LinkedField",
      "name": "salesPipelineBySource",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "source",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PipelineDashboard",
  "abstractKey": null
};

(node as any).hash = "d1093a27e149167c80babff157a694b4";

export default node;
