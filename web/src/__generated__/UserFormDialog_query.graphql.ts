/**
 * @generated SignedSource<<d9ca3deac423066818e0d137e7370d43>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserFormDialog_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"UserForm_query">;
  readonly " $fragmentType": "UserFormDialog_query";
};
export type UserFormDialog_query$key = {
  readonly " $data"?: UserFormDialog_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserFormDialog_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserFormDialog_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserForm_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "d66c4f666a1c3b0ca570f00bc787b211";

export default node;
