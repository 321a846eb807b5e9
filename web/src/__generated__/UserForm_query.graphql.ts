/**
 * @generated SignedSource<<2cd7117d627c026442820018eb0e1bf6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserForm_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"UserRoleOptions_query">;
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "48e32c420a0821f398e8c304618d923f";

export default node;
