/**
 * @generated SignedSource<<f18ea0780aff37448326e238220e1e28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GrowthDashboardTab_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CalendarView_query" | "PipelineDashboard_query">;
  readonly " $fragmentType": "GrowthDashboardTab_query";
};
export type GrowthDashboardTab_query$key = {
  readonly " $data"?: GrowthDashboardTab_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"GrowthDashboardTab_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "from"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "to"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "GrowthDashboardTab_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PipelineDashboard_query"
    },
    {
      "args": [
        {
          "kind": "Variable",
          "name": "from",
          "variableName": "from"
        },
        {
          "kind": "Variable",
          "name": "to",
          "variableName": "to"
        }
      ],
      "kind": "FragmentSpread",
      "name": "CalendarView_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "83428d3fc833e15cd892081f1b82c46d";

export default node;
