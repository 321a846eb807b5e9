/**
 * @generated SignedSource<<aaec34e6341889f2bbf3e85c3d2236e5>>
 * @relayHash 92551128c27550be0b7c83adbb5cfe02
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 498830fe839201c88a5346442ccc0ff828e3f9437a5f172a6bd787b3892ff918

import { ConcreteRequest } from 'relay-runtime';
export type DeleteCalendarEventInput = {
  eventId: string;
};
export type useDeleteCalendarEventMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteCalendarEventInput;
};
export type useDeleteCalendarEventMutation$data = {
  readonly deleteCalendarEvent: {
    readonly deletedEventId: string;
    readonly message: string;
  };
};
export type useDeleteCalendarEventMutation = {
  response: useDeleteCalendarEventMutation$data;
  variables: useDeleteCalendarEventMutation$variables;
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
  "name": "deletedEventId",
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
    "name": "useDeleteCalendarEventMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteCalendarEventPayload",
        "kind": "LinkedField",
        "name": "deleteCalendarEvent",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
    "name": "useDeleteCalendarEventMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteCalendarEventPayload",
        "kind": "LinkedField",
        "name": "deleteCalendarEvent",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedEventId",
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
    "cacheID": "92551128c27550be0b7c83adbb5cfe02",
    "id": "498830fe839201c88a5346442ccc0ff828e3f9437a5f172a6bd787b3892ff918",
    "metadata": {},
    "name": "useDeleteCalendarEventMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteCalendarEventMutation(\n  $input: DeleteCalendarEventInput!\n) {\n  deleteCalendarEvent(input: $input) {\n    message\n    deletedEventId\n  }\n}\n"
  }
};
})();

(node as any).hash = "fea6cd1033a5721f8767de3fc5af4eae";

export default node;
