/**
 * @generated SignedSource<<9e18afa42560de76753ec7f70cc66550>>
 * @relayHash 125cfeec445ce5bd8023d220d82786da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 661a88f16c7e00199f0626f345ce5ad69c90cf0861915d3320d921731f6a65c0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarketplaceEventsRouteQuery$variables = Record<PropertyKey, never>;
export type MarketplaceEventsRouteQuery$data = {
  readonly past: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"EventCard_event">;
      };
    }>;
  };
  readonly upcoming: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly startsAt: string;
        readonly " $fragmentSpreads": FragmentRefs<"EventCard_event">;
      };
    }>;
  };
  readonly viewer: {
    readonly can: {
      readonly createMarketplaceEvent: boolean;
    } | null | undefined;
  } | null | undefined;
};
export type MarketplaceEventsRouteQuery = {
  response: MarketplaceEventsRouteQuery$data;
  variables: MarketplaceEventsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "UserCapabilities",
  "kind": "LinkedField",
  "name": "can",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createMarketplaceEvent",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "kind": "Literal",
  "name": "period",
  "value": "UPCOMING"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startsAt",
  "storageKey": null
},
v4 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "EventCard_event"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v7 = {
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
},
v8 = {
  "kind": "ClientExtension",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__id",
      "storageKey": null
    }
  ]
},
v9 = {
  "kind": "Literal",
  "name": "period",
  "value": "PAST"
},
v10 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  },
  (v1/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sessionLabel",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "host",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "company",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "trainingType",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attendeeCount",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsRegistered",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startTime",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endTime",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "joinUrl",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endsAt",
  "storageKey": null
},
v26 = [
  "period"
],
v27 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 12
  },
  (v9/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MarketplaceEventsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "upcoming",
        "args": [
          (v1/*:: as any*/)
        ],
        "concreteType": "MarketplaceEventConnection",
        "kind": "LinkedField",
        "name": "__MarketplaceEventsRoute_upcoming_connection",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MarketplaceEventEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "MarketplaceEvent",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": "__MarketplaceEventsRoute_upcoming_connection(period:\"UPCOMING\")"
      },
      {
        "alias": "past",
        "args": [
          (v9/*:: as any*/)
        ],
        "concreteType": "MarketplaceEventConnection",
        "kind": "LinkedField",
        "name": "__MarketplaceEventsRoute_past_connection",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MarketplaceEventEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "MarketplaceEvent",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": "__MarketplaceEventsRoute_past_connection(period:\"PAST\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MarketplaceEventsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "upcoming",
        "args": (v10/*:: as any*/),
        "concreteType": "MarketplaceEventConnection",
        "kind": "LinkedField",
        "name": "marketplaceEvents",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MarketplaceEventEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "MarketplaceEvent",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": "marketplaceEvents(first:100,period:\"UPCOMING\")"
      },
      {
        "alias": "upcoming",
        "args": (v10/*:: as any*/),
        "filters": (v26/*:: as any*/),
        "handle": "connection",
        "key": "MarketplaceEventsRoute_upcoming",
        "kind": "LinkedHandle",
        "name": "marketplaceEvents"
      },
      {
        "alias": "past",
        "args": (v27/*:: as any*/),
        "concreteType": "MarketplaceEventConnection",
        "kind": "LinkedField",
        "name": "marketplaceEvents",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MarketplaceEventEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "MarketplaceEvent",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  (v24/*:: as any*/),
                  (v3/*:: as any*/),
                  (v25/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": "marketplaceEvents(first:12,period:\"PAST\")"
      },
      {
        "alias": "past",
        "args": (v27/*:: as any*/),
        "filters": (v26/*:: as any*/),
        "handle": "connection",
        "key": "MarketplaceEventsRoute_past",
        "kind": "LinkedHandle",
        "name": "marketplaceEvents"
      }
    ]
  },
  "params": {
    "cacheID": "125cfeec445ce5bd8023d220d82786da",
    "id": "661a88f16c7e00199f0626f345ce5ad69c90cf0861915d3320d921731f6a65c0",
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "upcoming"
          ]
        },
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "past"
          ]
        }
      ]
    },
    "name": "MarketplaceEventsRouteQuery",
    "operationKind": "query",
    "text": "query MarketplaceEventsRouteQuery {\n  viewer {\n    can {\n      createMarketplaceEvent\n    }\n    id\n  }\n  upcoming: marketplaceEvents(period: UPCOMING, first: 100) {\n    edges {\n      node {\n        id\n        startsAt\n        ...EventCard_event\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  past: marketplaceEvents(period: PAST, first: 12) {\n    edges {\n      node {\n        id\n        ...EventCard_event\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment EventCard_event on MarketplaceEvent {\n  id\n  internalId\n  sessionLabel\n  title\n  host\n  company\n  trainingType\n  description\n  attendeeCount\n  viewerIsRegistered\n  ...MarketplaceEventDialogs_event\n  ...useEventSession_event\n}\n\nfragment MarketplaceEventDialogs_event on MarketplaceEvent {\n  id\n  title\n  sessionLabel\n  date\n  startTime\n  endTime\n  timeZone\n  host\n  company\n  trainingType\n  description\n  joinUrl\n}\n\nfragment useEventSession_event on MarketplaceEvent {\n  timeZone\n  startsAt\n  endsAt\n  trainingType\n}\n"
  }
};
})();

(node as any).hash = "5d8fdcd3c0d0ec938b33bce72a0dac2d";

export default node;
