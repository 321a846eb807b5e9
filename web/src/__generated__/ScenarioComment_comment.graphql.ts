/**
 * @generated SignedSource<<9ae7398df53b4f07ed8b06c03e9d7831>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScenarioComment_comment$data = {
  readonly authorCompany: string | null | undefined;
  readonly authorImage: string | null | undefined;
  readonly authorName: string;
  readonly content: string;
  readonly createdAt: string;
  readonly id: string;
  readonly " $fragmentType": "ScenarioComment_comment";
};
export type ScenarioComment_comment$key = {
  readonly " $data"?: ScenarioComment_comment$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScenarioComment_comment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScenarioComment_comment",
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

(node as any).hash = "f18672001fbce459755aef7a90d75fd6";

export default node;
