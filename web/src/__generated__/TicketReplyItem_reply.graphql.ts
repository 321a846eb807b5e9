/**
 * @generated SignedSource<<856a006e2a6cad141d5fcc72f5eded32>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TicketReplyItem_reply$data = {
  readonly createdAt: string;
  readonly from: string;
  readonly message: string;
  readonly title: string;
  readonly to: string;
  readonly " $fragmentType": "TicketReplyItem_reply";
};
export type TicketReplyItem_reply$key = {
  readonly " $data"?: TicketReplyItem_reply$data;
  readonly " $fragmentSpreads": FragmentRefs<"TicketReplyItem_reply">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TicketReplyItem_reply",
  "selections": [
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
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "TicketReply",
  "abstractKey": null
};

(node as any).hash = "2a1634e911121de85a2ac3cfac5e167a";

export default node;
