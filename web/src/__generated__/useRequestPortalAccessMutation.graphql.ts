/**
 * @generated SignedSource<<a29c47cc3642dd1d32d9784b9b4ab92c>>
 * @relayHash 22a4431716e7133732debaa1e016d05b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 31f2693eb5e6d98eacf74018b9b787d61d1a9ac37f28a603ad640ed24dda6d63

import { ConcreteRequest } from 'relay-runtime';
export type CreateTicketInput = {
  category?: string | null | undefined;
  description: string;
  subcategory?: string | null | undefined;
  title: string;
};
export type useRequestPortalAccessMutation$variables = {
  input: CreateTicketInput;
};
export type useRequestPortalAccessMutation$data = {
  readonly createTicket: {
    readonly message: string;
    readonly ticket: {
      readonly id: string;
      readonly internalId: number;
    };
  };
};
export type useRequestPortalAccessMutation = {
  response: useRequestPortalAccessMutation$data;
  variables: useRequestPortalAccessMutation$variables;
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
            "name": "internalId",
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
    "name": "useRequestPortalAccessMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestPortalAccessMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "22a4431716e7133732debaa1e016d05b",
    "id": "31f2693eb5e6d98eacf74018b9b787d61d1a9ac37f28a603ad640ed24dda6d63",
    "metadata": {},
    "name": "useRequestPortalAccessMutation",
    "operationKind": "mutation",
    "text": "mutation useRequestPortalAccessMutation(\n  $input: CreateTicketInput!\n) {\n  createTicket(input: $input) {\n    message\n    ticket {\n      id\n      internalId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7219cca84179905c9c36eeb660a31086";

export default node;
