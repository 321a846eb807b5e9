/**
 * @generated SignedSource<<a80fcb431b51718b8af0b31cf43021a8>>
 * @relayHash a5bc1a4bf7944ac7bcff2b5921ac8a27
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1aeae5785fb20ebe025be10c0522cce5cd5add03259881dcdcb1210c82a28999

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SupportTicketCategory = "ACCOUNT" | "BILLING" | "FEATURE" | "OTHER" | "TECHNICAL" | "%future added value";
export type SupportTicketPriority = "CRITICAL" | "HIGH" | "LOW" | "MEDIUM" | "%future added value";
export type CreateSupportTicketInput = {
  category: SupportTicketCategory;
  description: string;
  files?: ReadonlyArray<File> | null | undefined;
  priority: SupportTicketPriority;
  subject: string;
};
export type useCreateSupportTicketMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateSupportTicketInput;
};
export type useCreateSupportTicketMutation$data = {
  readonly createSupportTicket: {
    readonly message: string;
    readonly supportTicketEdge: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"SupportTicketRow_ticket">;
      };
    };
  };
};
export type useCreateSupportTicketMutation = {
  response: useCreateSupportTicketMutation$data;
  variables: useCreateSupportTicketMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateSupportTicketMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateSupportTicketPayload",
        "kind": "LinkedField",
        "name": "createSupportTicket",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SupportTicketEdge",
            "kind": "LinkedField",
            "name": "supportTicketEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SupportTicket",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SupportTicketRow_ticket"
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
    "name": "useCreateSupportTicketMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateSupportTicketPayload",
        "kind": "LinkedField",
        "name": "createSupportTicket",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SupportTicketEdge",
            "kind": "LinkedField",
            "name": "supportTicketEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SupportTicket",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
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
                    "name": "subject",
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
                    "name": "priority",
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
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Attachment",
                    "kind": "LinkedField",
                    "name": "attachments",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "fileName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "url",
                        "storageKey": null
                      }
                    ],
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
            "handle": "prependEdge",
            "key": "",
            "kind": "LinkedHandle",
            "name": "supportTicketEdge",
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
    "cacheID": "a5bc1a4bf7944ac7bcff2b5921ac8a27",
    "id": "1aeae5785fb20ebe025be10c0522cce5cd5add03259881dcdcb1210c82a28999",
    "metadata": {},
    "name": "useCreateSupportTicketMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateSupportTicketMutation(\n  $input: CreateSupportTicketInput!\n) {\n  createSupportTicket(input: $input) {\n    message\n    supportTicketEdge {\n      cursor\n      node {\n        id\n        ...SupportTicketRow_ticket\n      }\n    }\n  }\n}\n\nfragment SupportTicketRow_ticket on SupportTicket {\n  internalId\n  subject\n  category\n  priority\n  status\n  createdAt\n  attachments {\n    fileName\n    url\n  }\n}\n"
  }
};
})();

(node as any).hash = "6152120eedc081d2f7b62d34cced0e7e";

export default node;
