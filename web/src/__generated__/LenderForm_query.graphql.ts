/**
 * @generated SignedSource<<e17a4060bca35b2dbf1a1e554e39ddde>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LenderForm_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"UserRoleOptions_query">;
  readonly " $fragmentType": "LenderForm_query";
};
export type LenderForm_query$key = {
  readonly " $data"?: LenderForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LenderForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LenderForm_query",
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

(node as any).hash = "3b002568c5c1b82563bf7aaa7bc5dd24";

export default node;
