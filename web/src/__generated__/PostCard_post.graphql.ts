/**
 * @generated SignedSource<<cbb83eb2f3e3d164201fab83aa380f8e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostCard_post$data = {
  readonly authorCompany: string | null | undefined;
  readonly authorImage: string | null | undefined;
  readonly authorName: string;
  readonly commentCount: number;
  readonly content: string;
  readonly createdAt: string;
  readonly internalId: number;
  readonly status: string;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"LendersThatFit_post" | "LikeButton_post" | "PostComments_post">;
  readonly " $fragmentType": "PostCard_post";
};
export type PostCard_post$key = {
  readonly " $data"?: PostCard_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostCard_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostCard_post",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "internalId",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "authorName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "authorCompany",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "authorImage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commentCount",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LikeButton_post"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PostComments_post"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LendersThatFit_post"
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "701648e35fdea7e0a7aab13f54c5f106";

export default node;
