/**
 * @generated SignedSource<<817b7b822f802be72ebd032ba89b8490>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NotificationKind = "POINTS_DEDUCTED" | "POINTS_RECEIVED" | "POST_COMMENT" | "POST_LIKE" | "SCENARIO_FIT" | "TICKET_REPLY" | "TICKET_STATUS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useNotification_notification$data = {
  readonly body: string;
  readonly createdAt: string;
  readonly id: string;
  readonly isRead: boolean;
  readonly kind: NotificationKind;
  readonly link: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "useNotification_notification";
};
export type useNotification_notification$key = {
  readonly " $data"?: useNotification_notification$data;
  readonly " $fragmentSpreads": FragmentRefs<"useNotification_notification">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useNotification_notification",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
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
      "name": "body",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "link",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isRead",
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
  "type": "Notification",
  "abstractKey": null
};

(node as any).hash = "c66c0bc472c19c5e4e0803c9b4b6d46f";

export default node;
