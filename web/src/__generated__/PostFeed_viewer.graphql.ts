/**
 * @generated SignedSource<<df716781af106dc4d862f15f069145a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostFeed_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PostCard_viewer">;
  readonly " $fragmentType": "PostFeed_viewer";
};
export type PostFeed_viewer$key = {
  readonly " $data"?: PostFeed_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostFeed_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostFeed_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PostCard_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "c23926a44548287aa43f818bfd9b1eeb";

export default node;
