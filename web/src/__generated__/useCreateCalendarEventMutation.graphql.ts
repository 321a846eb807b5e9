/**
 * @generated SignedSource<<8542ebde52b7f97127c5c579eb976348>>
 * @relayHash b29231b2841ce20bc24d5fed792ad524
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 66c741492ba5bdbdab244edccb8c0e5e923a585b2f4a06d44ba1480e8d618440

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CalendarCategory = "FAMILY" | "HEALTH" | "PERSONAL" | "WORK" | "%future added value";
export type CalendarEventType = "APPOINTMENT" | "MEETING" | "REMINDER" | "TASK" | "%future added value";
export type CalendarPriority = "HIGH" | "LOW" | "MEDIUM" | "%future added value";
export type CreateCalendarEventInput = {
  attendees?: ReadonlyArray<string> | null | undefined;
  category?: CalendarCategory | null | undefined;
  date: string;
  description?: string | null | undefined;
  endTime: string;
  location?: string | null | undefined;
  priority?: CalendarPriority | null | undefined;
  startTime: string;
  title: string;
  type?: CalendarEventType | null | undefined;
};
export type useCreateCalendarEventMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateCalendarEventInput;
};
export type useCreateCalendarEventMutation$data = {
  readonly createCalendarEvent: {
    readonly eventEdge: {
      readonly cursor: string;
      readonly node: {
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
    };
    readonly message: string;
  };
};
export type useCreateCalendarEventMutation$rawResponse = {
  readonly createCalendarEvent: {
    readonly eventEdge: {
      readonly cursor: string;
      readonly node: {
        readonly attendees: ReadonlyArray<string>;
        readonly category: CalendarCategory;
        readonly date: string;
        readonly description: string | null | undefined;
        readonly endTime: string;
        readonly id: string;
        readonly location: string | null | undefined;
        readonly priority: CalendarPriority;
        readonly startTime: string;
        readonly title: string;
        readonly type: CalendarEventType;
      };
    };
    readonly message: string;
  };
};
export type useCreateCalendarEventMutation = {
  rawResponse: useCreateCalendarEventMutation$rawResponse;
  response: useCreateCalendarEventMutation$data;
  variables: useCreateCalendarEventMutation$variables;
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
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startTime",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endTime",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "location",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
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
    "name": "useCreateCalendarEventMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateCalendarEventPayload",
        "kind": "LinkedField",
        "name": "createCalendarEvent",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CalendarEventEdge",
            "kind": "LinkedField",
            "name": "eventEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CalendarEvent",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
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
    "name": "useCreateCalendarEventMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateCalendarEventPayload",
        "kind": "LinkedField",
        "name": "createCalendarEvent",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CalendarEventEdge",
            "kind": "LinkedField",
            "name": "eventEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CalendarEvent",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
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
    "cacheID": "b29231b2841ce20bc24d5fed792ad524",
    "id": "66c741492ba5bdbdab244edccb8c0e5e923a585b2f4a06d44ba1480e8d618440",
    "metadata": {},
    "name": "useCreateCalendarEventMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateCalendarEventMutation(\n  $input: CreateCalendarEventInput!\n) {\n  createCalendarEvent(input: $input) {\n    message\n    eventEdge {\n      cursor\n      node {\n        id\n        title\n        date\n        startTime\n        endTime\n        category\n        location\n        description\n        ...AppointmentDialog_event\n      }\n    }\n  }\n}\n\nfragment AppointmentDialog_event on CalendarEvent {\n  id\n  title\n  date\n  startTime\n  endTime\n  type\n  category\n  priority\n  location\n  description\n  attendees\n}\n"
  }
};
})();

(node as any).hash = "4e38a599467dc1ed749096a601f73df7";

export default node;
