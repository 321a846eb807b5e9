/**
 * @generated SignedSource<<65b9e49adaf379c1582bccd33b46efcb>>
 * @relayHash fa6dc6669737321af6106c6cb3eeb908
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e3ee6f686c00a7913552ea7cf005aef879a4b4d766a3fa0eca9fee07649f01df

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TicketStatus = "CLOSED" | "IN_PROGRESS" | "OPEN" | "%future added value";
export type TicketsTablePaginationQuery$variables = {
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  linked?: boolean | null | undefined;
  search?: string | null | undefined;
  status?: TicketStatus | null | undefined;
  ticketNumber?: number | null | undefined;
};
export type TicketsTablePaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"TicketsTable_query">;
};
export type TicketsTablePaginationQuery = {
  response: TicketsTablePaginationQuery$data;
  variables: TicketsTablePaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": 10,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  },
  {
    "defaultValue": false,
    "kind": "LocalArgument",
    "name": "linked"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "status"
  },
  {
    "defaultValue": 0,
    "kind": "LocalArgument",
    "name": "ticketNumber"
  }
],
v1 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v2 = {
  "kind": "Variable",
  "name": "status",
  "variableName": "status"
},
v3 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v1/*:: as any*/),
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
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
  "name": "internalId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "categoryLabel",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subcategoryLabel",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "createdBy",
  "plural": false,
  "selections": [
    (v14/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v17 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v21 = {
  "kind": "ClientExtension",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__id",
      "storageKey": null
    }
  ]
},
v22 = {
  "alias": null,
  "args": (v17/*:: as any*/),
  "concreteType": "TicketReplyConnection",
  "kind": "LinkedField",
  "name": "replies",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "TicketReplyEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "TicketReply",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v5/*:: as any*/),
            (v7/*:: as any*/),
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
                (v14/*:: as any*/),
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
            (v11/*:: as any*/),
            (v18/*:: as any*/)
          ],
          "storageKey": null
        },
        (v19/*:: as any*/)
      ],
      "storageKey": null
    },
    (v20/*:: as any*/),
    (v21/*:: as any*/)
  ],
  "storageKey": "replies(first:50)"
},
v23 = {
  "alias": null,
  "args": (v17/*:: as any*/),
  "filters": null,
  "handle": "connection",
  "key": "TicketDetailsDrawer_replies",
  "kind": "LinkedHandle",
  "name": "replies"
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TicketsTablePaginationQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          },
          {
            "kind": "Variable",
            "name": "linked",
            "variableName": "linked"
          },
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "kind": "Variable",
            "name": "ticketNumber",
            "variableName": "ticketNumber"
          }
        ],
        "kind": "FragmentSpread",
        "name": "TicketsTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TicketsTablePaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "TicketConnection",
        "kind": "LinkedField",
        "name": "tickets",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TicketEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Ticket",
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
                  (v13/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  (v18/*:: as any*/)
                ],
                "storageKey": null
              },
              (v19/*:: as any*/)
            ],
            "storageKey": null
          },
          (v20/*:: as any*/),
          (v21/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "filters": [
          "search",
          "status"
        ],
        "handle": "connection",
        "key": "TicketsTable_tickets",
        "kind": "LinkedHandle",
        "name": "tickets"
      },
      {
        "condition": "linked",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "linkedTicket",
            "args": [
              {
                "kind": "Variable",
                "name": "number",
                "variableName": "ticketNumber"
              }
            ],
            "concreteType": "Ticket",
            "kind": "LinkedField",
            "name": "ticket",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v12/*:: as any*/),
              (v8/*:: as any*/),
              (v13/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v15/*:: as any*/),
              (v11/*:: as any*/),
              (v16/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v14/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "UserCapabilities",
            "kind": "LinkedField",
            "name": "can",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updateTicketStatus",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TicketCategory",
        "kind": "LinkedField",
        "name": "ticketCategories",
        "plural": true,
        "selections": [
          (v24/*:: as any*/),
          (v25/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TicketOption",
            "kind": "LinkedField",
            "name": "subcategories",
            "plural": true,
            "selections": [
              (v24/*:: as any*/),
              (v25/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "fa6dc6669737321af6106c6cb3eeb908",
    "id": "e3ee6f686c00a7913552ea7cf005aef879a4b4d766a3fa0eca9fee07649f01df",
    "metadata": {},
    "name": "TicketsTablePaginationQuery",
    "operationKind": "query",
    "text": "query TicketsTablePaginationQuery(\n  $count: Int = 10\n  $cursor: String\n  $linked: Boolean = false\n  $search: String\n  $status: TicketStatus\n  $ticketNumber: Int = 0\n) {\n  ...TicketsTable_query_3Ms5SE\n}\n\nfragment CreateTicketDialog_query on Query {\n  ...CreateTicketForm_query\n}\n\nfragment CreateTicketForm_query on Query {\n  ticketCategories {\n    value\n    label\n    subcategories {\n      value\n      label\n    }\n  }\n}\n\nfragment TicketDetailsDrawer_ticket on Ticket {\n  id\n  internalId\n  title\n  description\n  categoryLabel\n  subcategoryLabel\n  status\n  email\n  createdBy {\n    fullName\n    id\n  }\n  createdAt\n  updatedAt\n  replies(first: 50) {\n    totalCount\n    edges {\n      node {\n        id\n        ...TicketReplyItem_reply\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment TicketReplyItem_reply on TicketReply {\n  title\n  message\n  from\n  to\n  author {\n    fullName\n    roleName\n    id\n  }\n  createdAt\n}\n\nfragment TicketRow_ticket on Ticket {\n  id\n  internalId\n  title\n  categoryLabel\n  status\n  email\n  createdAt\n}\n\nfragment TicketsTable_query_3Ms5SE on Query {\n  tickets(first: $count, after: $cursor, search: $search, status: $status) {\n    totalCount\n    edges {\n      node {\n        id\n        ...TicketRow_ticket\n        ...TicketDetailsDrawer_ticket\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  linkedTicket: ticket(number: $ticketNumber) @include(if: $linked) {\n    id\n    ...TicketDetailsDrawer_ticket\n  }\n  viewer {\n    fullName\n    email\n    can {\n      updateTicketStatus\n    }\n    id\n  }\n  ...CreateTicketDialog_query\n}\n"
  }
};
})();

(node as any).hash = "0c01fffdf1bb47ae1c30d3e1ccc9bc66";

export default node;
