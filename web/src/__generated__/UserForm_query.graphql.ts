/**
 * @generated SignedSource<<9103d279062fd5ea3131985b04c7acbf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserForm_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ManagerOptions_query" | "UserRoleOptions_query">;
  readonly " $fragmentType": "UserForm_query";
};
export type UserForm_query$key = {
  readonly " $data"?: UserForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserForm_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserRoleOptions_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ManagerOptions_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ccbbabd1cc53c2ea2c3c54359b75c74f";

export default node;
