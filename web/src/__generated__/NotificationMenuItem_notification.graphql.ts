/**
 * @generated SignedSource<<058ed154126d8031fe91515c2fc9e8ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationMenuItem_notification$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useNotification_notification">;
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "useNotification_notification"
    }
  ],
  "type": "Notification",
  "abstractKey": null
};

(node as any).hash = "97b8617fad6d871d2dafca23c187cf26";

export default node;
