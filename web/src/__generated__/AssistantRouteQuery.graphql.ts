/**
 * @generated SignedSource<<a2f32939d3315e41222e778153aeba6b>>
 * @relayHash d5c745d99891d2dd08f8140526e3c8d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 035a533fc9aa1d01970c9fbacca40179c2d23c687a477a6370e7c76b0705fc83

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssistantRouteQuery$variables = Record<PropertyKey, never>;
export type AssistantRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AssistantChat_query">;
};
export type AssistantRouteQuery = {
  response: AssistantRouteQuery$data;
  variables: AssistantRouteQuery$variables;
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
    "name": "AssistantRouteQuery",
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
    "name": "AssistantRouteQuery",
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
    "cacheID": "d5c745d99891d2dd08f8140526e3c8d7",
    "id": "035a533fc9aa1d01970c9fbacca40179c2d23c687a477a6370e7c76b0705fc83",
    "metadata": {},
    "name": "AssistantRouteQuery",
    "operationKind": "query",
    "text": "query AssistantRouteQuery {\n  ...AssistantChat_query\n}\n\nfragment AssistantChat_query on Query {\n  assistantSuggestions\n  latest: assistantConversations(first: 1) {\n    edges {\n      node {\n        id\n      }\n    }\n  }\n  ...ConversationList_query\n}\n\nfragment ConversationList_query on Query {\n  assistantConversations(first: 20) {\n    edges {\n      node {\n        id\n        title\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "aab113ad51f334282c869c460c1d0f2c";

export default node;
