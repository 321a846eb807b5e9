/**
 * @generated SignedSource<<ae9a00fdd2117520983f56315d49c732>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BlogPostDialog_post$data = {
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"BlogPostForm_post">;
  readonly " $fragmentType": "BlogPostDialog_post";
};
export type BlogPostDialog_post$key = {
  readonly " $data"?: BlogPostDialog_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"BlogPostDialog_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BlogPostDialog_post",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BlogPostForm_post"
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "e143a895c3526b4205de82569c168004";

export default node;
