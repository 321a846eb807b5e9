/**
 * @generated SignedSource<<3b12bfb636a2495f5000e8353dc41f72>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostComment_comment$data = {
  readonly authorCompany: string | null | undefined;
  readonly authorImage: string | null | undefined;
  readonly authorName: string;
  readonly content: string;
  readonly createdAt: string;
  readonly id: string;
  readonly " $fragmentType": "PostComment_comment";
};
export type PostComment_comment$key = {
  readonly " $data"?: PostComment_comment$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostComment_comment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostComment_comment",
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
      "name": "content",
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
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "Comment",
  "abstractKey": null
};

(node as any).hash = "b2e7e91d25db1d5fbd5a3a6e40257950";

export default node;
