/**
 * @generated SignedSource<<cb3b3e94df0d84e19170c113e410752d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SendInviteDialog_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"UserRoleOptions_query">;
  readonly " $fragmentType": "SendInviteDialog_query";
};
export type SendInviteDialog_query$key = {
  readonly " $data"?: SendInviteDialog_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SendInviteDialog_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SendInviteDialog_query",
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

(node as any).hash = "b9b32f1faf8943926d2ef1fd625da188";

export default node;
