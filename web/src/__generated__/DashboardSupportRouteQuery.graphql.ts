/**
 * @generated SignedSource<<56b07855a339ea5147e9f4b43332a349>>
 * @relayHash 13ec70bda79414991bcb625eddba974b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 38b1a84584d1c23a0d96fdcccca39336312324e75a3e4a4cf3208f91d8f5006a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardSupportRouteQuery$variables = Record<PropertyKey, never>;
export type DashboardSupportRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ContactInformationCard_query" | "FaqSection_query" | "SupportTicketsList_query">;
};
export type DashboardSupportRouteQuery = {
  response: DashboardSupportRouteQuery$data;
  variables: DashboardSupportRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardSupportRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "FaqSection_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ContactInformationCard_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SupportTicketsList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DashboardSupportRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FaqEntry",
        "kind": "LinkedField",
        "name": "faqEntries",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "key",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "question",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "answer",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ContactInformation",
        "kind": "LinkedField",
        "name": "contactInformation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "supportHours",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "liveChatAvailability",
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SupportTicketConnection",
        "kind": "LinkedField",
        "name": "supportTickets",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SupportTicketEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SupportTicket",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
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
          }
        ],
        "storageKey": "supportTickets(first:10)"
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "SupportTicketsList_supportTickets",
        "kind": "LinkedHandle",
        "name": "supportTickets"
      }
    ]
  },
  "params": {
    "cacheID": "13ec70bda79414991bcb625eddba974b",
    "id": "38b1a84584d1c23a0d96fdcccca39336312324e75a3e4a4cf3208f91d8f5006a",
    "metadata": {},
    "name": "DashboardSupportRouteQuery",
    "operationKind": "query",
    "text": "query DashboardSupportRouteQuery {\n  ...FaqSection_query\n  ...ContactInformationCard_query\n  ...SupportTicketsList_query\n}\n\nfragment ContactInformationCard_query on Query {\n  contactInformation {\n    supportHours\n    email\n    phone\n    liveChatAvailability\n    id\n  }\n}\n\nfragment FaqSection_query on Query {\n  faqEntries {\n    key\n    question\n    answer\n  }\n}\n\nfragment SupportTicketRow_ticket on SupportTicket {\n  internalId\n  subject\n  category\n  priority\n  status\n  createdAt\n  attachments {\n    fileName\n    url\n  }\n}\n\nfragment SupportTicketsList_query on Query {\n  supportTickets(first: 10) {\n    totalCount\n    edges {\n      node {\n        id\n        ...SupportTicketRow_ticket\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b418c52b9686016da51865ec932c9bc7";

export default node;
