/**
 * @generated SignedSource<<a0c6e001c0d3170d78fedf97959e5746>>
 * @relayHash be344db4901809c345e40a8ce6686848
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a1d43e19f2188ae674f571da7cd389f441a6647a2b5c981a620c255c3e8051be

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CalendarCategory = "FAMILY" | "HEALTH" | "PERSONAL" | "WORK" | "%future added value";
export type CalendarEventType = "APPOINTMENT" | "MEETING" | "REMINDER" | "TASK" | "%future added value";
export type CalendarPriority = "HIGH" | "LOW" | "MEDIUM" | "%future added value";
export type UpdateCalendarEventInput = {
  attendees?: ReadonlyArray<string> | null | undefined;
  category?: CalendarCategory | null | undefined;
  date: string;
  description?: string | null | undefined;
  endTime: string;
  eventId: string;
  location?: string | null | undefined;
  priority?: CalendarPriority | null | undefined;
  startTime: string;
  title: string;
  type?: CalendarEventType | null | undefined;
};
export type useUpdateCalendarEventMutation$variables = {
  input: UpdateCalendarEventInput;
};
export type useUpdateCalendarEventMutation$data = {
  readonly updateCalendarEvent: {
    readonly event: {
      readonly " $fragmentSpreads": FragmentRefs<"CalendarView_event">;
    };
    readonly message: string;
  };
};
export type useUpdateCalendarEventMutation = {
  response: useUpdateCalendarEventMutation$data;
  variables: useUpdateCalendarEventMutation$variables;
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
    "name": "useUpdateCalendarEventMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateCalendarEventPayload",
        "kind": "LinkedField",
        "name": "updateCalendarEvent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CalendarEvent",
            "kind": "LinkedField",
            "name": "event",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CalendarView_event"
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
    "name": "useUpdateCalendarEventMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateCalendarEventPayload",
        "kind": "LinkedField",
        "name": "updateCalendarEvent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CalendarEvent",
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
                "name": "title",
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
                "name": "category",
                "storageKey": null
              },
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
    "cacheID": "be344db4901809c345e40a8ce6686848",
    "id": "a1d43e19f2188ae674f571da7cd389f441a6647a2b5c981a620c255c3e8051be",
    "metadata": {},
    "name": "useUpdateCalendarEventMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateCalendarEventMutation(\n  $input: UpdateCalendarEventInput!\n) {\n  updateCalendarEvent(input: $input) {\n    message\n    event {\n      ...CalendarView_event\n      id\n    }\n  }\n}\n\nfragment AppointmentDialog_event on CalendarEvent {\n  id\n  title\n  date\n  startTime\n  endTime\n  type\n  category\n  priority\n  location\n  description\n  attendees\n}\n\nfragment CalendarView_event on CalendarEvent {\n  id\n  title\n  date\n  startTime\n  endTime\n  category\n  location\n  description\n  ...AppointmentDialog_event\n}\n"
  }
};
})();

(node as any).hash = "fa8717dc94becaa45fb97130660b28a0";

export default node;
