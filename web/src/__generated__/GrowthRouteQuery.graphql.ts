/**
 * @generated SignedSource<<0668d2288987f10151ba879c293f6d95>>
 * @relayHash 11b2a3777375f0bea96951f88afb1870
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f87f0091d1cc8032715e443ff1371867daa04dca242d8b9ab5f149ab3ae1a6d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GrowthRouteQuery$variables = {
  from: string;
  to: string;
};
export type GrowthRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ComplianceTab_query" | "GrowthDashboardTab_query">;
};
export type GrowthRouteQuery = {
  response: GrowthRouteQuery$data;
  variables: GrowthRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
v1 = {
  "kind": "Variable",
  "name": "from",
  "variableName": "from"
},
v2 = {
  "kind": "Variable",
  "name": "to",
  "variableName": "to"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "open",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "won",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lost",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "PipelineStage",
  "kind": "LinkedField",
  "name": "stage",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v8/*:: as any*/)
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v13 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 500
  },
  (v1/*:: as any*/),
  (v2/*:: as any*/)
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "GrowthRouteQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "GrowthDashboardTab_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ComplianceTab_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GrowthRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
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
              (v3/*:: as any*/)
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
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/)
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
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v4/*:: as any*/)
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
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
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
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/)
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
              (v9/*:: as any*/),
              (v10/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CalendarCategoryInfo",
        "kind": "LinkedField",
        "name": "calendarCategories",
        "plural": true,
        "selections": [
          (v12/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "color",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "checked",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v13/*:: as any*/),
        "concreteType": "CalendarEventConnection",
        "kind": "LinkedField",
        "name": "calendarEvents",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CalendarEventEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CalendarEvent",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/),
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "date",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startTime",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endTime",
                    "storageKey": null
                  },
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "location",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priority",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "attendees",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v13/*:: as any*/),
        "filters": [
          "from",
          "to"
        ],
        "handle": "connection",
        "key": "CalendarView_calendarEvents",
        "kind": "LinkedHandle",
        "name": "calendarEvents"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ComplianceCard",
        "kind": "LinkedField",
        "name": "complianceCards",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
            "storageKey": null
          },
          (v14/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "text",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "entryId",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "11b2a3777375f0bea96951f88afb1870",
    "id": "5f87f0091d1cc8032715e443ff1371867daa04dca242d8b9ab5f149ab3ae1a6d",
    "metadata": {},
    "name": "GrowthRouteQuery",
    "operationKind": "query",
    "text": "query GrowthRouteQuery(\n  $from: String!\n  $to: String!\n) {\n  ...GrowthDashboardTab_query_1tCgTg\n  ...ComplianceTab_query\n}\n\nfragment AppointmentDialog_event on CalendarEvent {\n  id\n  title\n  date\n  startTime\n  endTime\n  type\n  category\n  priority\n  location\n  description\n  attendees\n}\n\nfragment CalendarView_query_1tCgTg on Query {\n  calendarCategories {\n    category\n    name\n    color\n    checked\n  }\n  calendarEvents(from: $from, to: $to, first: 500) {\n    edges {\n      node {\n        id\n        title\n        date\n        startTime\n        endTime\n        category\n        location\n        description\n        ...AppointmentDialog_event\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment ComplianceTab_query on Query {\n  complianceCards {\n    number\n    title\n    text\n    entryId\n  }\n}\n\nfragment ConversionRateCard_dashboard on PipelineDashboard {\n  conversionRate\n  statusCounts {\n    open\n    won\n    lost\n    total\n  }\n}\n\nfragment DashboardCharts_dashboard on PipelineDashboard {\n  ...OpportunityStatusCard_dashboard\n  ...OpportunityValueCard_dashboard\n  ...ConversionRateCard_dashboard\n  ...FunnelCard_dashboard\n  ...SalesPipelineCard_dashboard\n  ...StageDistributionCard_dashboard\n}\n\nfragment FunnelCard_dashboard on PipelineDashboard {\n  funnel {\n    stage {\n      name\n      id\n    }\n    count\n    value\n    reachedCount\n  }\n}\n\nfragment GrowthDashboardTab_query_1tCgTg on Query {\n  ...PipelineDashboard_query\n  ...CalendarView_query_1tCgTg\n}\n\nfragment OpportunityStatusCard_dashboard on PipelineDashboard {\n  statusCounts {\n    open\n    won\n    lost\n    total\n  }\n}\n\nfragment OpportunityValueCard_dashboard on PipelineDashboard {\n  value {\n    open\n    won\n    lost\n    total\n  }\n}\n\nfragment PipelineDashboard_query on Query {\n  pipelineDashboard {\n    range {\n      start\n      end\n    }\n    pipeline {\n      name\n    }\n    statusCounts {\n      total\n    }\n    ...DashboardCharts_dashboard\n  }\n}\n\nfragment SalesPipelineCard_dashboard on PipelineDashboard {\n  salesPipelineBySource {\n    source\n    count\n    value\n    open\n    won\n    lost\n  }\n}\n\nfragment StageDistributionCard_dashboard on PipelineDashboard {\n  stageDistribution {\n    stage {\n      name\n      id\n    }\n    count\n    share\n  }\n}\n"
  }
};
})();

(node as any).hash = "dc2cc3fce30f6865dbf2cb0ae31e3f50";

export default node;
