/**
 * @generated SignedSource<<1e4d44f6d14db6caa41c69e96aa72cf0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ChatSender = "BOT" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ChatMessageBubble_message$data = {
  readonly sender: ChatSender;
  readonly text: string;
  readonly timestamp: string;
  readonly " $fragmentType": "ChatMessageBubble_message";
};
export type ChatMessageBubble_message$key = {
  readonly " $data"?: ChatMessageBubble_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatMessageBubble_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatMessageBubble_message",
  "selections": [
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
  "type": "ChatMessage",
  "abstractKey": null
};

(node as any).hash = "057025896d8c00e6bfc7afe974bfae85";

export default node;
