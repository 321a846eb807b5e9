/**
 * @generated SignedSource<<908b51154be9fc4a3fc6e894d91d2ccd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScenarioPost_post$data = {
  readonly authorCompany: string | null | undefined;
  readonly authorImage: string | null | undefined;
  readonly authorName: string;
  readonly commentCount: number;
  readonly content: string;
  readonly createdAt: string;
  readonly internalId: number;
  readonly status: string;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"LikeButton_post" | "ScenarioComments_post">;
  readonly " $fragmentType": "ScenarioPost_post";
};
export type ScenarioPost_post$key = {
  readonly " $data"?: ScenarioPost_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScenarioPost_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScenarioPost_post",
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
      "name": "ScenarioComments_post"
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "410b46f14d845260c22339fb35daf78f";

export default node;
