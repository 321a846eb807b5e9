/**
 * @generated SignedSource<<4e374c2b9af5c3f48aa5b6d51883bd44>>
 * @relayHash 285daaa9e7fb0b4cd0b50da036ac4358
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 652897afe66357cfb622316cf3c7607bb413e734a5864aac781087a97bddf1d0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateMarketplaceEventInput = {
  company: string;
  date: string;
  description: string;
  endTime: string;
  host: string;
  joinUrl?: string | null | undefined;
  sessionLabel: string;
  startTime: string;
  timeZone: string;
  title: string;
  trainingType: string;
};
export type useCreateMarketplaceEventMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateMarketplaceEventInput;
};
export type useCreateMarketplaceEventMutation$data = {
  readonly createMarketplaceEvent: {
    readonly eventEdge: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"EventCard_event">;
      };
    };
    readonly message: string;
  };
};
export type useCreateMarketplaceEventMutation = {
  response: useCreateMarketplaceEventMutation$data;
  variables: useCreateMarketplaceEventMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
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
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateMarketplaceEventMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateMarketplaceEventPayload",
        "kind": "LinkedField",
        "name": "createMarketplaceEvent",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MarketplaceEventEdge",
            "kind": "LinkedField",
            "name": "eventEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "MarketplaceEvent",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "EventCard_event"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCreateMarketplaceEventMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateMarketplaceEventPayload",
        "kind": "LinkedField",
        "name": "createMarketplaceEvent",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MarketplaceEventEdge",
            "kind": "LinkedField",
            "name": "eventEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "MarketplaceEvent",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "internalId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sessionLabel",
                    "storageKey": null
                  },
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
                    "name": "host",
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
                    "name": "trainingType",
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
                    "name": "attendeeCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerIsRegistered",
                    "storageKey": null
                  },
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "timeZone",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "joinUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startsAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endsAt",
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
            "filters": null,
            "handle": "appendEdge",
            "key": "",
            "kind": "LinkedHandle",
            "name": "eventEdge",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "285daaa9e7fb0b4cd0b50da036ac4358",
    "id": "652897afe66357cfb622316cf3c7607bb413e734a5864aac781087a97bddf1d0",
    "metadata": {},
    "name": "useCreateMarketplaceEventMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateMarketplaceEventMutation(\n  $input: CreateMarketplaceEventInput!\n) {\n  createMarketplaceEvent(input: $input) {\n    message\n    eventEdge {\n      cursor\n      node {\n        id\n        ...EventCard_event\n      }\n    }\n  }\n}\n\nfragment EventCard_event on MarketplaceEvent {\n  id\n  internalId\n  sessionLabel\n  title\n  host\n  company\n  trainingType\n  description\n  attendeeCount\n  viewerIsRegistered\n  ...MarketplaceEventDialogs_event\n  ...useEventSession_event\n}\n\nfragment MarketplaceEventDialogs_event on MarketplaceEvent {\n  id\n  title\n  sessionLabel\n  date\n  startTime\n  endTime\n  timeZone\n  host\n  company\n  trainingType\n  description\n  joinUrl\n}\n\nfragment useEventSession_event on MarketplaceEvent {\n  timeZone\n  startsAt\n  endsAt\n  trainingType\n}\n"
  }
};
})();

(node as any).hash = "8ae79bc132bc7ca1437af76b20ce6ca1";

export default node;
