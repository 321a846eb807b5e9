/**
 * @generated SignedSource<<3fce80d9e8235a97def25233276daa4f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardCharts_dashboard$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ConversionRateCard_dashboard" | "FunnelCard_dashboard" | "OpportunityStatusCard_dashboard" | "OpportunityValueCard_dashboard" | "SalesPipelineCard_dashboard" | "StageDistributionCard_dashboard">;
  readonly " $fragmentType": "DashboardCharts_dashboard";
};
export type DashboardCharts_dashboard$key = {
  readonly " $data"?: DashboardCharts_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardCharts_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardCharts_dashboard",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OpportunityStatusCard_dashboard"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OpportunityValueCard_dashboard"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConversionRateCard_dashboard"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FunnelCard_dashboard"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SalesPipelineCard_dashboard"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StageDistributionCard_dashboard"
    }
  ],
  "type": "PipelineDashboard",
  "abstractKey": null
};

(node as any).hash = "9a3fcde246f702a7e702d491db1cb7dd";

export default node;
