/**
 * @generated SignedSource<<38133215a3964795c8e51105287b523f>>
 * @relayHash 7649ffbbbd9b93c44c2af792b3086310
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f398b665844cd3d81fc7707839bcf402e2661d9806b2776366c6874483433124

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DateRangeInput = {
  end: string;
  start: string;
};
export type PipelineDashboardRefetchQuery$variables = {
  range?: DateRangeInput | null | undefined;
};
export type PipelineDashboardRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PipelineDashboard_query">;
};
export type PipelineDashboardRefetchQuery = {
  response: PipelineDashboardRefetchQuery$data;
  variables: PipelineDashboardRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "range"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "range",
    "variableName": "range"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "open",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "won",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lost",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "PipelineStage",
  "kind": "LinkedField",
  "name": "stage",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PipelineDashboardRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "PipelineDashboard_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PipelineDashboardRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
              (v2/*:: as any*/)
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OpportunityValues",
            "kind": "LinkedField",
            "name": "value",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
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
            "concreteType": "FunnelStage",
            "kind": "LinkedField",
            "name": "funnel",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reachedCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
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
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StageShare",
            "kind": "LinkedField",
            "name": "stageDistribution",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7649ffbbbd9b93c44c2af792b3086310",
    "id": "f398b665844cd3d81fc7707839bcf402e2661d9806b2776366c6874483433124",
    "metadata": {},
    "name": "PipelineDashboardRefetchQuery",
    "operationKind": "query",
    "text": "query PipelineDashboardRefetchQuery(\n  $range: DateRangeInput\n) {\n  ...PipelineDashboard_query_1W2ebt\n}\n\nfragment ConversionRateCard_dashboard on PipelineDashboard {\n  conversionRate\n  statusCounts {\n    open\n    won\n    lost\n    total\n  }\n}\n\nfragment DashboardCharts_dashboard on PipelineDashboard {\n  ...OpportunityStatusCard_dashboard\n  ...OpportunityValueCard_dashboard\n  ...ConversionRateCard_dashboard\n  ...FunnelCard_dashboard\n  ...SalesPipelineCard_dashboard\n  ...StageDistributionCard_dashboard\n}\n\nfragment FunnelCard_dashboard on PipelineDashboard {\n  funnel {\n    stage {\n      name\n      id\n    }\n    count\n    value\n    reachedCount\n  }\n}\n\nfragment OpportunityStatusCard_dashboard on PipelineDashboard {\n  statusCounts {\n    open\n    won\n    lost\n    total\n  }\n}\n\nfragment OpportunityValueCard_dashboard on PipelineDashboard {\n  value {\n    open\n    won\n    lost\n    total\n  }\n}\n\nfragment PipelineDashboard_query_1W2ebt on Query {\n  pipelineDashboard(range: $range) {\n    range {\n      start\n      end\n    }\n    pipeline {\n      name\n    }\n    statusCounts {\n      total\n    }\n    ...DashboardCharts_dashboard\n  }\n}\n\nfragment SalesPipelineCard_dashboard on PipelineDashboard {\n  salesPipelineBySource {\n    source\n    count\n    value\n    open\n    won\n    lost\n  }\n}\n\nfragment StageDistributionCard_dashboard on PipelineDashboard {\n  stageDistribution {\n    stage {\n      name\n      id\n    }\n    count\n    share\n  }\n}\n"
  }
};
})();

(node as any).hash = "779195a3bff05c2591327f0e25236dd6";

export default node;
