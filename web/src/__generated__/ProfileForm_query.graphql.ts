/**
 * @generated SignedSource<<2d13d557a65d1436f336effd912fec2b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileForm_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ManagerOptions_query">;
  readonly " $fragmentType": "ProfileForm_query";
};
export type ProfileForm_query$key = {
  readonly " $data"?: ProfileForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileForm_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ManagerOptions_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "2a763f6418776c125d09210a4a6c4098";

export default node;
