/**
 * @generated SignedSource<<bd0613f7b5c6986e1b9d8292aa8da7ac>>
 * @relayHash 586c93aca66e8103a6efbbed9a045fca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 561c16407a0ef26d40b5ad6c72dfb5cfb5fd64b599b84daa66b405ecb412d440

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
      readonly category: CalendarCategory;
      readonly date: string;
      readonly description: string | null | undefined;
      readonly endTime: string;
      readonly id: string;
      readonly location: string | null | undefined;
      readonly startTime: string;
      readonly title: string;
      readonly " $fragmentSpreads": FragmentRefs<"AppointmentDialog_event">;
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
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startTime",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endTime",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "location",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AppointmentDialog_event"
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
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
    "cacheID": "586c93aca66e8103a6efbbed9a045fca",
    "id": "561c16407a0ef26d40b5ad6c72dfb5cfb5fd64b599b84daa66b405ecb412d440",
    "metadata": {},
    "name": "useUpdateCalendarEventMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateCalendarEventMutation(\n  $input: UpdateCalendarEventInput!\n) {\n  updateCalendarEvent(input: $input) {\n    message\n    event {\n      id\n      title\n      date\n      startTime\n      endTime\n      category\n      location\n      description\n      ...AppointmentDialog_event\n    }\n  }\n}\n\nfragment AppointmentDialog_event on CalendarEvent {\n  id\n  title\n  date\n  startTime\n  endTime\n  type\n  category\n  priority\n  location\n  description\n  attendees\n}\n"
  }
};
})();

(node as any).hash = "e478712003a996fecce3c005df886e4f";

export default node;
