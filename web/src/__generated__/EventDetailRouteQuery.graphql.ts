/**
 * @generated SignedSource<<5a576f47f03a5331dcdaac8120da9976>>
 * @relayHash 5f9883d37087314ef90e897484ccfccc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf06d169d05c385b6fe69792fbb986d232461361a6e8014d3ca6d3dd57d3f5f2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventDetailRouteQuery$variables = {
  internalId?: number | null | undefined;
};
export type EventDetailRouteQuery$data = {
  readonly marketplaceEvent: {
    readonly " $fragmentSpreads": FragmentRefs<"EventDetails_event">;
  } | null | undefined;
};
export type EventDetailRouteQuery = {
  response: EventDetailRouteQuery$data;
  variables: EventDetailRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "internalId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "internalId",
    "variableName": "internalId"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EventDetailRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MarketplaceEvent",
        "kind": "LinkedField",
        "name": "marketplaceEvent",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EventDetails_event"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EventDetailRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MarketplaceEvent",
        "kind": "LinkedField",
        "name": "marketplaceEvent",
        "plural": false,
        "selections": [
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
            "name": "timeZone",
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
            "name": "id",
            "storageKey": null
          },
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
            "name": "joinUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerIsRegistered",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5f9883d37087314ef90e897484ccfccc",
    "id": "cf06d169d05c385b6fe69792fbb986d232461361a6e8014d3ca6d3dd57d3f5f2",
    "metadata": {},
    "name": "EventDetailRouteQuery",
    "operationKind": "query",
    "text": "query EventDetailRouteQuery(\n  $internalId: Int\n) {\n  marketplaceEvent(internalId: $internalId) {\n    ...EventDetails_event\n    id\n  }\n}\n\nfragment EventDetails_event on MarketplaceEvent {\n  sessionLabel\n  title\n  timeZone\n  startsAt\n  endsAt\n  host\n  company\n  trainingType\n  description\n  attendeeCount\n  ...EventRegistration_event\n}\n\nfragment EventRegistration_event on MarketplaceEvent {\n  id\n  internalId\n  title\n  description\n  sessionLabel\n  date\n  startTime\n  endTime\n  timeZone\n  startsAt\n  endsAt\n  host\n  company\n  joinUrl\n  attendeeCount\n  viewerIsRegistered\n}\n"
  }
};
})();

(node as any).hash = "d9da4fdc5eafc3eac5509531f1742f4f";

export default node;
