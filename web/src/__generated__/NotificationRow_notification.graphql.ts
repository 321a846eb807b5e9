/**
 * @generated SignedSource<<c1fbec7bd5139abd03663aedd21ab45f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationRow_notification$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useNotification_notification">;
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "useNotification_notification"
    }
  ],
  "type": "Notification",
  "abstractKey": null
};

(node as any).hash = "b68083c22652a5a90588951b9a945925";

export default node;
