/**
 * @generated SignedSource<<0c10a78bd0c04d93f61213f26c9463ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TicketStatus = "CLOSED" | "IN_PROGRESS" | "OPEN" | "%future added value";
export type CreateTicketInput = {
  category?: string | null | undefined;
  description: string;
  subcategory?: string | null | undefined;
  title: string;
};
export type useCreateTicketMutation$variables = {
  input: CreateTicketInput;
};
export type useCreateTicketMutation$data = {
  readonly createTicket: {
    readonly message: string;
    readonly ticket: {
      readonly id: string;
      readonly status: TicketStatus;
      readonly title: string;
    };
  };
};
export type useCreateTicketMutation = {
  response: useCreateTicketMutation$data;
  variables: useCreateTicketMutation$variables;
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
    "concreteType": "CreateTicketPayload",
    "kind": "LinkedField",
    "name": "createTicket",
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
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
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
    "name": "useCreateTicketMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateTicketMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9cc9a667096aec272bbec9cd9a6a53f9",
    "id": null,
    "metadata": {},
    "name": "useCreateTicketMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateTicketMutation(\n  $input: CreateTicketInput!\n) {\n  createTicket(input: $input) {\n    message\n    ticket {\n      id\n      title\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "01ddad1300d3721a97a657a3a15aa47c";

export default node;
