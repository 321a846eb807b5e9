/**
 * @generated SignedSource<<ee0e150142a0dbc9514098739d92716b>>
 * @relayHash d4c0a753aa10e0d069ddbb6b4f5d8fac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fe39e682ffe1c9167351db2c0509b6cfda882f387c8cee9df29f6d4ca585d3ac

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReplyToTicketInput = {
  from: string;
  message: string;
  ticketId: string;
  title: string;
  to: string;
};
export type useReplyToTicketMutation$variables = {
  connections: ReadonlyArray<string>;
  input: ReplyToTicketInput;
};
export type useReplyToTicketMutation$data = {
  readonly replyToTicket: {
    readonly message: string;
    readonly replyEdge: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"TicketReplyItem_reply">;
      };
    };
    readonly ticket: {
      readonly id: string;
      readonly replyCount: number;
    };
  };
};
export type useReplyToTicketMutation = {
  response: useReplyToTicketMutation$data;
  variables: useReplyToTicketMutation$variables;
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
  "concreteType": "Ticket",
  "kind": "LinkedField",
  "name": "ticket",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "replyCount",
      "storageKey": null
    }
  ],
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
    "name": "useReplyToTicketMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ReplyToTicketPayload",
        "kind": "LinkedField",
        "name": "replyToTicket",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TicketReplyEdge",
            "kind": "LinkedField",
            "name": "replyEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TicketReply",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "TicketReplyItem_reply"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
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
    "name": "useReplyToTicketMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ReplyToTicketPayload",
        "kind": "LinkedField",
        "name": "replyToTicket",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TicketReplyEdge",
            "kind": "LinkedField",
            "name": "replyEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TicketReply",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "from",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "to",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "author",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "fullName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "roleName",
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
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
            "name": "replyEdge",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d4c0a753aa10e0d069ddbb6b4f5d8fac",
    "id": "fe39e682ffe1c9167351db2c0509b6cfda882f387c8cee9df29f6d4ca585d3ac",
    "metadata": {},
    "name": "useReplyToTicketMutation",
    "operationKind": "mutation",
    "text": "mutation useReplyToTicketMutation(\n  $input: ReplyToTicketInput!\n) {\n  replyToTicket(input: $input) {\n    message\n    replyEdge {\n      cursor\n      node {\n        id\n        ...TicketReplyItem_reply\n      }\n    }\n    ticket {\n      id\n      replyCount\n    }\n  }\n}\n\nfragment TicketReplyItem_reply on TicketReply {\n  title\n  message\n  from\n  to\n  author {\n    fullName\n    roleName\n    id\n  }\n  createdAt\n}\n"
  }
};
})();

(node as any).hash = "df0dd230b47e2defbfe6f544f554373b";

export default node;
