/**
 * @generated SignedSource<<dc185c7a09ba8a1ea6ceaed670e169a3>>
 * @relayHash 0ba97c05d52871f5ab9f230674b47e82
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e6987d2868536ed6c1b196d08dfda78a037bdb06e709c7f1064e67781ab758cd

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardChatbotRouteQuery$variables = Record<PropertyKey, never>;
export type DashboardChatbotRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AssistantChat_query">;
};
export type DashboardChatbotRouteQuery = {
  response: DashboardChatbotRouteQuery$data;
  variables: DashboardChatbotRouteQuery$variables;
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
    "value": 20
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardChatbotRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AssistantChat_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DashboardChatbotRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "assistantSuggestions",
        "storageKey": null
      },
      {
        "alias": "latest",
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 1
          }
        ],
        "concreteType": "ConversationConnection",
        "kind": "LinkedField",
        "name": "assistantConversations",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ConversationEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Conversation",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "assistantConversations(first:1)"
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ConversationConnection",
        "kind": "LinkedField",
        "name": "assistantConversations",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ConversationEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Conversation",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
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
          },
          {
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
          }
        ],
        "storageKey": "assistantConversations(first:20)"
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "ConversationList_assistantConversations",
        "kind": "LinkedHandle",
        "name": "assistantConversations"
      }
    ]
  },
  "params": {
    "cacheID": "0ba97c05d52871f5ab9f230674b47e82",
    "id": "e6987d2868536ed6c1b196d08dfda78a037bdb06e709c7f1064e67781ab758cd",
    "metadata": {},
    "name": "DashboardChatbotRouteQuery",
    "operationKind": "query",
    "text": "query DashboardChatbotRouteQuery {\n  ...AssistantChat_query\n}\n\nfragment AssistantChat_query on Query {\n  assistantSuggestions\n  latest: assistantConversations(first: 1) {\n    edges {\n      node {\n        id\n      }\n    }\n  }\n  ...ConversationList_query\n}\n\nfragment ConversationList_query on Query {\n  assistantConversations(first: 20) {\n    edges {\n      node {\n        id\n        title\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "eb47ac6c3eb5d010f75cdccf8825858e";

export default node;
