/**
 * @generated SignedSource<<8ac6537ed5594a256f9edcac11e602f7>>
 * @relayHash c3e53610f9c357ccab774a9ffe4655f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 59758ca167a420bfc4751c59e01a5caee3f7fed2cc48d566197b94e3caddce3a

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
        readonly " $fragmentSpreads": FragmentRefs<"CalendarView_event">;
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
    "cacheID": "c3e53610f9c357ccab774a9ffe4655f6",
    "id": "59758ca167a420bfc4751c59e01a5caee3f7fed2cc48d566197b94e3caddce3a",
    "metadata": {},
    "name": "useCreateCalendarEventMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateCalendarEventMutation(\n  $input: CreateCalendarEventInput!\n) {\n  createCalendarEvent(input: $input) {\n    message\n    eventEdge {\n      cursor\n      node {\n        ...CalendarView_event\n        id\n      }\n    }\n  }\n}\n\nfragment AppointmentDialog_event on CalendarEvent {\n  id\n  title\n  date\n  startTime\n  endTime\n  type\n  category\n  priority\n  location\n  description\n  attendees\n}\n\nfragment CalendarView_event on CalendarEvent {\n  id\n  title\n  date\n  startTime\n  endTime\n  category\n  location\n  description\n  ...AppointmentDialog_event\n}\n"
  }
};
})();

(node as any).hash = "2da4bb8ca0d7ed6d09f42c6d3b12f9da";

export default node;
