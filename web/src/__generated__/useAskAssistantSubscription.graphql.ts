/**
 * @generated SignedSource<<6a493b00c313db3c4445dcb8c4eaef5f>>
 * @relayHash 1a6e85a79594d4461774292da66288d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID badb0dd92b12bdbc4a989cf2dc7e83876457e7227b04ba23287e4f9e1ab8a202

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AskAssistantInput = {
  conversationId?: string | null | undefined;
  message: string;
};
export type useAskAssistantSubscription$variables = {
  input: AskAssistantInput;
  listConnections: ReadonlyArray<string>;
  messageConnections: ReadonlyArray<string>;
};
export type useAskAssistantSubscription$data = {
  readonly assistantReply: {
    readonly delta: string | null | undefined;
    readonly result: {
      readonly conversation: {
        readonly id: string;
        readonly messageCount: number;
        readonly title: string;
        readonly updatedAt: string;
      };
      readonly messageEdges: ReadonlyArray<{
        readonly cursor: string;
        readonly node: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"ChatMessageBubble_message">;
        };
      }>;
    } | null | undefined;
  };
};
export type useAskAssistantSubscription = {
  response: useAskAssistantSubscription$data;
  variables: useAskAssistantSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "listConnections"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "messageConnections"
},
v3 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "delta",
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
  "concreteType": "Conversation",
  "kind": "LinkedField",
  "name": "conversation",
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "messageCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAskAssistantSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "AssistantReplyEvent",
        "kind": "LinkedField",
        "name": "assistantReply",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AskAssistantPayload",
            "kind": "LinkedField",
            "name": "result",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ChatMessageEdge",
                "kind": "LinkedField",
                "name": "messageEdges",
                "plural": true,
                "selections": [
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ChatMessage",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ChatMessageBubble_message"
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
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useAskAssistantSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "AssistantReplyEvent",
        "kind": "LinkedField",
        "name": "assistantReply",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AskAssistantPayload",
            "kind": "LinkedField",
            "name": "result",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "prependNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "conversation",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "listConnections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "ConversationEdge"
                  }
                ]
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ChatMessageEdge",
                "kind": "LinkedField",
                "name": "messageEdges",
                "plural": true,
                "selections": [
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ChatMessage",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "text",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "sender",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "timestamp",
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
                "name": "messageEdges",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "messageConnections"
                  }
                ]
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1a6e85a79594d4461774292da66288d2",
    "id": "badb0dd92b12bdbc4a989cf2dc7e83876457e7227b04ba23287e4f9e1ab8a202",
    "metadata": {},
    "name": "useAskAssistantSubscription",
    "operationKind": "subscription",
    "text": "subscription useAskAssistantSubscription(\n  $input: AskAssistantInput!\n) {\n  assistantReply(input: $input) {\n    delta\n    result {\n      conversation {\n        id\n        title\n        messageCount\n        updatedAt\n      }\n      messageEdges {\n        cursor\n        node {\n          id\n          ...ChatMessageBubble_message\n        }\n      }\n    }\n  }\n}\n\nfragment ChatMessageBubble_message on ChatMessage {\n  text\n  sender\n  timestamp\n}\n"
  }
};
})();

(node as any).hash = "819eec53a13d4371fb1dba9b70f1bc41";

export default node;
