/**
 * @generated SignedSource<<b4e70e9f16c2d781dd84bcc2980c1115>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NotificationKind = "POINTS_DEDUCTED" | "POINTS_RECEIVED" | "POST_COMMENT" | "POST_LIKE" | "SCENARIO_FIT" | "TICKET_REPLY" | "TICKET_STATUS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NotificationRow_notification$data = {
  readonly body: string;
  readonly createdAt: string;
  readonly id: string;
  readonly isRead: boolean;
  readonly kind: NotificationKind;
  readonly link: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "NotificationRow_notification";
};
export type NotificationRow_notification$key = {
  readonly " $data"?: NotificationRow_notification$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationRow_notification">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationRow_notification",
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

(node as any).hash = "5533be4fe92585a026e1947eb1300fb9";

export default node;
