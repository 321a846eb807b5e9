/**
 * @generated SignedSource<<74e03b058ea92dfce8f7cbd5799d9001>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostCard_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PostComments_viewer">;
  readonly " $fragmentType": "PostCard_viewer";
};
export type PostCard_viewer$key = {
  readonly " $data"?: PostCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostCard_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PostComments_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "82a1d9fedf846279dc255016c36bd99d";

export default node;
