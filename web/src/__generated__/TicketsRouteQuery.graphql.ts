/**
 * @generated SignedSource<<f753f68066ec16f4f978cfa99bb35f93>>
 * @relayHash 66966954adecedc7f7c6b5ac08a932cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2c45f7d08418797470ffad03c7a68b4d1654f03c61dbb28f3374af057ca6191b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TicketsRouteQuery$variables = {
  linked: boolean;
  ticketNumber: number;
};
export type TicketsRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"TicketsTable_query">;
};
export type TicketsRouteQuery = {
  response: TicketsRouteQuery$data;
  variables: TicketsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "linked"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ticketNumber"
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
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
  "name": "categoryLabel",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subcategoryLabel",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "createdBy",
  "plural": false,
  "selections": [
    (v13/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v16 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v19 = {
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
v20 = {
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
v21 = {
  "alias": null,
  "args": (v16/*:: as any*/),
  "concreteType": "TicketReplyConnection",
  "kind": "LinkedField",
  "name": "replies",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
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
            (v4/*:: as any*/),
            (v6/*:: as any*/),
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
                (v13/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "roleName",
                  "storageKey": null
                },
                (v4/*:: as any*/)
              ],
              "storageKey": null
            },
            (v10/*:: as any*/),
            (v17/*:: as any*/)
          ],
          "storageKey": null
        },
        (v18/*:: as any*/)
      ],
      "storageKey": null
    },
    (v19/*:: as any*/),
    (v20/*:: as any*/)
  ],
  "storageKey": "replies(first:50)"
},
v22 = {
  "alias": null,
  "args": (v16/*:: as any*/),
  "filters": null,
  "handle": "connection",
  "key": "TicketDetailsDrawer_replies",
  "kind": "LinkedHandle",
  "name": "replies"
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
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
    "name": "TicketsRouteQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "linked",
            "variableName": "linked"
          },
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "TicketsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "TicketConnection",
        "kind": "LinkedField",
        "name": "tickets",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              },
              (v18/*:: as any*/)
            ],
            "storageKey": null
          },
          (v19/*:: as any*/),
          (v20/*:: as any*/)
        ],
        "storageKey": "tickets(first:10)"
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
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
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v11/*:: as any*/),
              (v7/*:: as any*/),
              (v12/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v14/*:: as any*/),
              (v10/*:: as any*/),
              (v15/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/)
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
          (v13/*:: as any*/),
          (v9/*:: as any*/),
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
          (v4/*:: as any*/)
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
          (v23/*:: as any*/),
          (v24/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TicketOption",
            "kind": "LinkedField",
            "name": "subcategories",
            "plural": true,
            "selections": [
              (v23/*:: as any*/),
              (v24/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "66966954adecedc7f7c6b5ac08a932cc",
    "id": "2c45f7d08418797470ffad03c7a68b4d1654f03c61dbb28f3374af057ca6191b",
    "metadata": {},
    "name": "TicketsRouteQuery",
    "operationKind": "query",
    "text": "query TicketsRouteQuery(\n  $ticketNumber: Int!\n  $linked: Boolean!\n) {\n  ...TicketsTable_query_11taHW\n}\n\nfragment CreateTicketDialog_query on Query {\n  ...CreateTicketForm_query\n}\n\nfragment CreateTicketForm_query on Query {\n  ticketCategories {\n    value\n    label\n    subcategories {\n      value\n      label\n    }\n  }\n}\n\nfragment TicketDetailsDrawer_ticket on Ticket {\n  id\n  internalId\n  title\n  description\n  categoryLabel\n  subcategoryLabel\n  status\n  email\n  createdBy {\n    fullName\n    id\n  }\n  createdAt\n  updatedAt\n  replies(first: 50) {\n    totalCount\n    edges {\n      node {\n        id\n        ...TicketReplyItem_reply\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment TicketReplyItem_reply on TicketReply {\n  title\n  message\n  from\n  to\n  author {\n    fullName\n    roleName\n    id\n  }\n  createdAt\n}\n\nfragment TicketRow_ticket on Ticket {\n  id\n  internalId\n  title\n  categoryLabel\n  status\n  email\n  createdAt\n}\n\nfragment TicketsTable_query_11taHW on Query {\n  tickets(first: 10) {\n    totalCount\n    edges {\n      node {\n        id\n        ...TicketRow_ticket\n        ...TicketDetailsDrawer_ticket\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  linkedTicket: ticket(number: $ticketNumber) @include(if: $linked) {\n    id\n    ...TicketDetailsDrawer_ticket\n  }\n  viewer {\n    fullName\n    email\n    can {\n      updateTicketStatus\n    }\n    id\n  }\n  ...CreateTicketDialog_query\n}\n"
  }
};
})();

(node as any).hash = "6e4d4d9819d1b9031dfc195f0ce7dbf8";

export default node;
