/**
 * @generated SignedSource<<fcd1f37f3a3faaeb572d6094d3f76031>>
 * @relayHash a9c9509f8c13efe70e6a69606e215e21
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d9a7286e4b43cb3e2675be93a30480aacd3ceef212623cb48de4654821a7232c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateMarketplaceEventInput = {
  company: string;
  date: string;
  description: string;
  endTime: string;
  eventId: string;
  host: string;
  joinUrl?: string | null | undefined;
  sessionLabel: string;
  startTime: string;
  timeZone: string;
  title: string;
  trainingType: string;
};
export type useUpdateMarketplaceEventMutation$variables = {
  input: UpdateMarketplaceEventInput;
};
export type useUpdateMarketplaceEventMutation$data = {
  readonly updateMarketplaceEvent: {
    readonly event: {
      readonly " $fragmentSpreads": FragmentRefs<"EventCard_event" | "EventDetails_event">;
    };
    readonly message: string;
  };
};
export type useUpdateMarketplaceEventMutation = {
  response: useUpdateMarketplaceEventMutation$data;
  variables: useUpdateMarketplaceEventMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateMarketplaceEventMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateMarketplaceEventPayload",
        "kind": "LinkedField",
        "name": "updateMarketplaceEvent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MarketplaceEvent",
            "kind": "LinkedField",
            "name": "event",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EventCard_event"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EventDetails_event"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateMarketplaceEventMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateMarketplaceEventPayload",
        "kind": "LinkedField",
        "name": "updateMarketplaceEvent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MarketplaceEvent",
            "kind": "LinkedField",
            "name": "event",
            "plural": false,
            "selections": [
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
      }
    ]
  },
  "params": {
    "cacheID": "a9c9509f8c13efe70e6a69606e215e21",
    "id": "d9a7286e4b43cb3e2675be93a30480aacd3ceef212623cb48de4654821a7232c",
    "metadata": {},
    "name": "useUpdateMarketplaceEventMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateMarketplaceEventMutation(\n  $input: UpdateMarketplaceEventInput!\n) {\n  updateMarketplaceEvent(input: $input) {\n    message\n    event {\n      ...EventCard_event\n      ...EventDetails_event\n      id\n    }\n  }\n}\n\nfragment EventCard_event on MarketplaceEvent {\n  id\n  internalId\n  sessionLabel\n  title\n  host\n  company\n  trainingType\n  description\n  attendeeCount\n  viewerIsRegistered\n  ...MarketplaceEventDialogs_event\n  ...useEventSession_event\n}\n\nfragment EventDetails_event on MarketplaceEvent {\n  sessionLabel\n  title\n  timeZone\n  host\n  company\n  trainingType\n  description\n  attendeeCount\n  ...EventRegistration_event\n  ...useEventSession_event\n}\n\nfragment EventRegistration_event on MarketplaceEvent {\n  id\n  internalId\n  title\n  description\n  sessionLabel\n  date\n  startTime\n  endTime\n  timeZone\n  startsAt\n  endsAt\n  host\n  company\n  joinUrl\n  attendeeCount\n  viewerIsRegistered\n}\n\nfragment MarketplaceEventDialogs_event on MarketplaceEvent {\n  id\n  title\n  sessionLabel\n  date\n  startTime\n  endTime\n  timeZone\n  host\n  company\n  trainingType\n  description\n  joinUrl\n}\n\nfragment useEventSession_event on MarketplaceEvent {\n  timeZone\n  startsAt\n  endsAt\n  trainingType\n}\n"
  }
};
})();

(node as any).hash = "ae5c681d6629b870328ae9f8a0b553b1";

export default node;
