/**
 * @generated SignedSource<<03e54f08344556164db6ce78d2098bfd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssistantChat_query$data = {
  readonly assistantSuggestions: ReadonlyArray<string>;
  readonly latest: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ChatThread_conversation">;
      };
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ConversationList_query">;
  readonly " $fragmentType": "AssistantChat_query";
};
export type AssistantChat_query$key = {
  readonly " $data"?: AssistantChat_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssistantChat_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssistantChat_query",
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
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ChatThread_conversation"
                }
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConversationList_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "65eb40d98c2b126ba32d624e9dc84594";

export default node;
