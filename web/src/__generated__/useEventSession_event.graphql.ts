/**
 * @generated SignedSource<<c22d8ba7592cbe5a972d26dcce8f3859>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useEventSession_event$data = {
  readonly endsAt: string;
  readonly startsAt: string;
  readonly timeZone: string;
  readonly trainingType: string;
  readonly " $fragmentType": "useEventSession_event";
};
export type useEventSession_event$key = {
  readonly " $data"?: useEventSession_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"useEventSession_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useEventSession_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeZone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trainingType",
      "storageKey": null
    }
  ],
  "type": "MarketplaceEvent",
  "abstractKey": null
};

(node as any).hash = "96f0167cee8689f945da3b79cee42a28";

export default node;
