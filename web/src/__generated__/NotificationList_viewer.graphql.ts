/**
 * @generated SignedSource<<30aaebfcb01d75edb2952540227b8760>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationList_viewer$data = {
  readonly id: string;
  readonly unreadNotificationCount: number | null | undefined;
  readonly " $fragmentType": "NotificationList_viewer";
};
export type NotificationList_viewer$key = {
  readonly " $data"?: NotificationList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationList_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationList_viewer",
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
      "name": "unreadNotificationCount",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "442d39f5986d0e3fd9c7262ca271daff";

export default node;
