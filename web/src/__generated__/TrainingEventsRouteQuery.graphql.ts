/**
 * @generated SignedSource<<1a622dc6656c0c7b2434b0503e650e9d>>
 * @relayHash e9082b45980547399b7829256ee4cd41
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 23a7aae292e04cbc7c3f4d053225cd7b8b1d4c587ffb8275c92082ff80ed74b4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrainingEventsRouteQuery$variables = Record<PropertyKey, never>;
export type TrainingEventsRouteQuery$data = {
  readonly lenders: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"TrainingVideoCard_video">;
      };
    }>;
  };
  readonly vendors: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"TrainingVideoCard_video">;
      };
    }>;
  };
  readonly viewer: {
    readonly can: {
      readonly addTrainingVideo: boolean;
    } | null | undefined;
  } | null | undefined;
};
export type TrainingEventsRouteQuery = {
  response: TrainingEventsRouteQuery$data;
  variables: TrainingEventsRouteQuery$variables;
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
      "name": "addTrainingVideo",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "kind": "Literal",
  "name": "section",
  "value": "VENDORS"
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
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v5 = {
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
v6 = {
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
v7 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "TrainingVideoEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TrainingVideo",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TrainingVideoCard_video"
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      (v4/*:: as any*/)
    ],
    "storageKey": null
  },
  (v5/*:: as any*/),
  (v6/*:: as any*/)
],
v8 = {
  "kind": "Literal",
  "name": "section",
  "value": "LENDERS"
},
v9 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v10 = [
  (v9/*:: as any*/),
  (v1/*:: as any*/)
],
v11 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "TrainingVideoEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TrainingVideo",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "videoUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "company",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      (v4/*:: as any*/)
    ],
    "storageKey": null
  },
  (v5/*:: as any*/),
  (v6/*:: as any*/)
],
v12 = [
  "section"
],
v13 = [
  (v9/*:: as any*/),
  (v8/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TrainingEventsRouteQuery",
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
        "alias": "vendors",
        "args": [
          (v1/*:: as any*/)
        ],
        "concreteType": "TrainingVideoConnection",
        "kind": "LinkedField",
        "name": "__TrainingEventsRoute_vendors_connection",
        "plural": false,
        "selections": (v7/*:: as any*/),
        "storageKey": "__TrainingEventsRoute_vendors_connection(section:\"VENDORS\")"
      },
      {
        "alias": "lenders",
        "args": [
          (v8/*:: as any*/)
        ],
        "concreteType": "TrainingVideoConnection",
        "kind": "LinkedField",
        "name": "__TrainingEventsRoute_lenders_connection",
        "plural": false,
        "selections": (v7/*:: as any*/),
        "storageKey": "__TrainingEventsRoute_lenders_connection(section:\"LENDERS\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TrainingEventsRouteQuery",
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
        "alias": "vendors",
        "args": (v10/*:: as any*/),
        "concreteType": "TrainingVideoConnection",
        "kind": "LinkedField",
        "name": "trainingVideos",
        "plural": false,
        "selections": (v11/*:: as any*/),
        "storageKey": "trainingVideos(first:100,section:\"VENDORS\")"
      },
      {
        "alias": "vendors",
        "args": (v10/*:: as any*/),
        "filters": (v12/*:: as any*/),
        "handle": "connection",
        "key": "TrainingEventsRoute_vendors",
        "kind": "LinkedHandle",
        "name": "trainingVideos"
      },
      {
        "alias": "lenders",
        "args": (v13/*:: as any*/),
        "concreteType": "TrainingVideoConnection",
        "kind": "LinkedField",
        "name": "trainingVideos",
        "plural": false,
        "selections": (v11/*:: as any*/),
        "storageKey": "trainingVideos(first:100,section:\"LENDERS\")"
      },
      {
        "alias": "lenders",
        "args": (v13/*:: as any*/),
        "filters": (v12/*:: as any*/),
        "handle": "connection",
        "key": "TrainingEventsRoute_lenders",
        "kind": "LinkedHandle",
        "name": "trainingVideos"
      }
    ]
  },
  "params": {
    "cacheID": "e9082b45980547399b7829256ee4cd41",
    "id": "23a7aae292e04cbc7c3f4d053225cd7b8b1d4c587ffb8275c92082ff80ed74b4",
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "vendors"
          ]
        },
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "lenders"
          ]
        }
      ]
    },
    "name": "TrainingEventsRouteQuery",
    "operationKind": "query",
    "text": "query TrainingEventsRouteQuery {\n  viewer {\n    can {\n      addTrainingVideo\n    }\n    id\n  }\n  vendors: trainingVideos(section: VENDORS, first: 100) {\n    edges {\n      node {\n        id\n        ...TrainingVideoCard_video\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  lenders: trainingVideos(section: LENDERS, first: 100) {\n    edges {\n      node {\n        id\n        ...TrainingVideoCard_video\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment TrainingVideoCard_video on TrainingVideo {\n  id\n  title\n  videoUrl\n  company\n  description\n}\n"
  }
};
})();

(node as any).hash = "23a566a6ea7a8bdab8d4742f0f1796c2";

export default node;
