/**
 * @generated SignedSource<<198d44d0f9d850062a3216ec06df4312>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CommentComposer_viewer$data = {
  readonly avatarUrl: string | null | undefined;
  readonly company: string | null | undefined;
  readonly fullName: string;
  readonly " $fragmentType": "CommentComposer_viewer";
};
export type CommentComposer_viewer$key = {
  readonly " $data"?: CommentComposer_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommentComposer_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommentComposer_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "company",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatarUrl",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "2695bf2370396f69fe51a7fb751db3a6";

export default node;
