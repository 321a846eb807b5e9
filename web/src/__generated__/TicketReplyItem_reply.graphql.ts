/**
 * @generated SignedSource<<b2fb5d2b42da36b6e67a1c94631b2194>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TicketReplyItem_reply$data = {
  readonly author: {
    readonly fullName: string;
    readonly roleName: string;
  } | null | undefined;
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "roleName",
          "storageKey": null
        }
      ],
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

(node as any).hash = "ac37ec3266d899bb2b4305aa31292ada";

export default node;
