/**
 * @generated SignedSource<<3fd75246d7e2f6682d5a828a890710d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BlogPostForm_post$data = {
  readonly content: string;
  readonly id: string;
  readonly isPublished: boolean;
  readonly title: string;
  readonly " $fragmentType": "BlogPostForm_post";
};
export type BlogPostForm_post$key = {
  readonly " $data"?: BlogPostForm_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"BlogPostForm_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BlogPostForm_post",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPublished",
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "ec766ef7f5875e05cb9151bfa182c683";

export default node;
