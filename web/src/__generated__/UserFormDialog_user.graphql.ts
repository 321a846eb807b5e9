/**
 * @generated SignedSource<<16133182e226b2c02de3e0af6848f635>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserFormDialog_user$data = {
  readonly fullName: string;
  readonly " $fragmentSpreads": FragmentRefs<"UserForm_user">;
  readonly " $fragmentType": "UserFormDialog_user";
};
export type UserFormDialog_user$key = {
  readonly " $data"?: UserFormDialog_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserFormDialog_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserFormDialog_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fullName",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserForm_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d3d401c4f90a6ede8d799797373f6723";

export default node;
