/**
 * @generated SignedSource<<e8eb15dc39879b62fb276d9f7e31cc91>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostComments_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CommentComposer_viewer">;
  readonly " $fragmentType": "PostComments_viewer";
};
export type PostComments_viewer$key = {
  readonly " $data"?: PostComments_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostComments_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostComments_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CommentComposer_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "da092727bacfaea5bf2075ce67f406b6";

export default node;
