/**
 * @generated SignedSource<<76b8a35186eb7cecce9978a0311a7b1c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs, Result } from "relay-runtime";
export type PipelineDashboard_query$data = {
  readonly pipelineDashboard: Result<{
    readonly pipeline: {
      readonly name: string;
    };
    readonly range: {
      readonly end: string;
      readonly start: string;
    };
    readonly statusCounts: {
      readonly total: number;
    };
    readonly " $fragmentSpreads": FragmentRefs<"DashboardCharts_dashboard">;
  } | null | undefined, unknown>;
  readonly " $fragmentType": "PipelineDashboard_query";
};
export type PipelineDashboard_query$key = {
  readonly " $data"?: PipelineDashboard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PipelineDashboard_query">;
};

import PipelineDashboardRefetchQuery_graphql from './PipelineDashboardRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "range"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": PipelineDashboardRefetchQuery_graphql
    }
  },
  "name": "PipelineDashboard_query",
  "selections": [
    {
      "kind": "CatchField",
      "field": {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "range",
            "variableName": "range"
          }
        ],
        "concreteType": "PipelineDashboard",
        "kind": "LinkedField",
        "name": "pipelineDashboard",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DateRange",
            "kind": "LinkedField",
            "name": "range",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "start",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "end",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CrmPipeline",
            "kind": "LinkedField",
            "name": "pipeline",
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
            "concreteType": "OpportunityStatusCounts",
            "kind": "LinkedField",
            "name": "statusCounts",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DashboardCharts_dashboard"
          }
        ],
        "storageKey": null
      },
      "to": "RESULT"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "779195a3bff05c2591327f0e25236dd6";

export default node;
