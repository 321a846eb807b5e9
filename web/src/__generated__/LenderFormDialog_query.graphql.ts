/**
 * @generated SignedSource<<d678f0904ca3437a226d91d1701eba39>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LenderFormDialog_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"LenderForm_query">;
  readonly " $fragmentType": "LenderFormDialog_query";
};
export type LenderFormDialog_query$key = {
  readonly " $data"?: LenderFormDialog_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LenderFormDialog_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LenderFormDialog_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LenderForm_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "814a909817e59720199024b6053c47e6";

export default node;
