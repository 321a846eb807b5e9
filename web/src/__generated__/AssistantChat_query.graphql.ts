/**
 * @generated SignedSource<<a154982716fab55840052be237c13faa>>
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

(node as any).hash = "a20db101478ab07b0bfb82c381f12f52";

export default node;
