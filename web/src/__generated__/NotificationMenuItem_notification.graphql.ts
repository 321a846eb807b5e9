/**
 * @generated SignedSource<<552e6cd6343371b7efdace09cdedd8e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NotificationKind = "POINTS_DEDUCTED" | "POINTS_RECEIVED" | "POST_COMMENT" | "POST_LIKE" | "SCENARIO_FIT" | "TICKET_REPLY" | "TICKET_STATUS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NotificationMenuItem_notification$data = {
  readonly body: string;
  readonly createdAt: string;
  readonly id: string;
  readonly isRead: boolean;
  readonly kind: NotificationKind;
  readonly link: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "NotificationMenuItem_notification";
};
export type NotificationMenuItem_notification$key = {
  readonly " $data"?: NotificationMenuItem_notification$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationMenuItem_notification">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationMenuItem_notification",
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

(node as any).hash = "d9e3c8e7f0fd763163373bd7440153ff";

export default node;
