/**
 * @generated SignedSource<<b8f8bac1e4937c67be814e046f816984>>
 * @relayHash da49841b52bf59e3ab805ef47a637afc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bcc0a25740188812ececc575f85cce2b1a14a5e5c0b51291cd28768c1efa67e8

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
    "cacheID": "da49841b52bf59e3ab805ef47a637afc",
    "id": "bcc0a25740188812ececc575f85cce2b1a14a5e5c0b51291cd28768c1efa67e8",
    "metadata": {},
    "name": "EventDetailRouteQuery",
    "operationKind": "query",
    "text": "query EventDetailRouteQuery(\n  $internalId: Int\n) {\n  marketplaceEvent(internalId: $internalId) {\n    ...EventDetails_event\n    id\n  }\n}\n\nfragment EventDetails_event on MarketplaceEvent {\n  sessionLabel\n  title\n  timeZone\n  host\n  company\n  trainingType\n  description\n  attendeeCount\n  ...EventRegistration_event\n  ...useEventSession_event\n}\n\nfragment EventRegistration_event on MarketplaceEvent {\n  id\n  internalId\n  title\n  description\n  sessionLabel\n  date\n  startTime\n  endTime\n  timeZone\n  startsAt\n  endsAt\n  host\n  company\n  joinUrl\n  attendeeCount\n  viewerIsRegistered\n}\n\nfragment useEventSession_event on MarketplaceEvent {\n  timeZone\n  startsAt\n  endsAt\n  trainingType\n}\n"
  }
};
})();

(node as any).hash = "d9da4fdc5eafc3eac5509531f1742f4f";

export default node;
