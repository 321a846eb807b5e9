/**
 * @generated SignedSource<<f2ef8aba107f9350aadafc29f2a5043e>>
 * @relayHash bccc058cf28f75a4c4941751f9565ca5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ce444ce216df67863634a1a867e4bf92ae476109529ab37dd6fb485bd24c0d88

import { ConcreteRequest } from 'relay-runtime';
export type TicketStatus = "CLOSED" | "IN_PROGRESS" | "OPEN" | "%future added value";
export type VendorTicketPriority = "HIGH" | "LOW" | "MEDIUM" | "URGENT" | "%future added value";
export type CreateVendorTicketInput = {
  category: number;
  description: string;
  files?: ReadonlyArray<File> | null | undefined;
  priority: VendorTicketPriority;
  subject: string;
  vendorId: string;
};
export type useCreateVendorTicketMutation$variables = {
  input: CreateVendorTicketInput;
};
export type useCreateVendorTicketMutation$data = {
  readonly createVendorTicket: {
    readonly message: string;
    readonly vendorTicket: {
      readonly id: string;
      readonly status: TicketStatus;
      readonly subject: string;
    };
  };
};
export type useCreateVendorTicketMutation = {
  response: useCreateVendorTicketMutation$data;
  variables: useCreateVendorTicketMutation$variables;
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
    "concreteType": "CreateVendorTicketPayload",
    "kind": "LinkedField",
    "name": "createVendorTicket",
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
        "concreteType": "VendorTicket",
        "kind": "LinkedField",
        "name": "vendorTicket",
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
            "name": "subject",
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
    "name": "useCreateVendorTicketMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateVendorTicketMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bccc058cf28f75a4c4941751f9565ca5",
    "id": "ce444ce216df67863634a1a867e4bf92ae476109529ab37dd6fb485bd24c0d88",
    "metadata": {},
    "name": "useCreateVendorTicketMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateVendorTicketMutation(\n  $input: CreateVendorTicketInput!\n) {\n  createVendorTicket(input: $input) {\n    message\n    vendorTicket {\n      id\n      subject\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "aa6c05851661563c5d1427270565f413";

export default node;
