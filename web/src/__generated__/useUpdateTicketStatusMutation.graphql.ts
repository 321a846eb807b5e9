/**
 * @generated SignedSource<<92ba12ab236bd738766f885927ed2ea6>>
 * @relayHash 329c29c90a333efff0715d90ad781866
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cfcf2300213a97e4badfb0559d3cf903ee6a8224c192c00bc83f9869810a5bee

import { ConcreteRequest } from 'relay-runtime';
export type TicketStatus = "CLOSED" | "IN_PROGRESS" | "OPEN" | "%future added value";
export type UpdateTicketStatusInput = {
  status: TicketStatus;
  ticketId: string;
};
export type useUpdateTicketStatusMutation$variables = {
  input: UpdateTicketStatusInput;
};
export type useUpdateTicketStatusMutation$data = {
  readonly updateTicketStatus: {
    readonly message: string;
    readonly ticket: {
      readonly id: string;
      readonly status: TicketStatus;
      readonly statusLabel: string;
    };
  };
};
export type useUpdateTicketStatusMutation = {
  response: useUpdateTicketStatusMutation$data;
  variables: useUpdateTicketStatusMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateTicketStatusPayload",
    "kind": "LinkedField",
    "name": "updateTicketStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Ticket",
        "kind": "LinkedField",
        "name": "ticket",
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "statusLabel",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateTicketStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateTicketStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "329c29c90a333efff0715d90ad781866",
    "id": "cfcf2300213a97e4badfb0559d3cf903ee6a8224c192c00bc83f9869810a5bee",
    "metadata": {},
    "name": "useUpdateTicketStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateTicketStatusMutation(\n  $input: UpdateTicketStatusInput!\n) {\n  updateTicketStatus(input: $input) {\n    message\n    ticket {\n      id\n      status\n      statusLabel\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1cffa4b6c8c5a2d28904b2791f565e5e";

export default node;
