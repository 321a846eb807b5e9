/**
 * @generated SignedSource<<14b8fb7e56920084bd25e97cb43eec81>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AvatarUpload_user$data = {
  readonly avatarUrl: string | null | undefined;
  readonly email: string | null | undefined;
  readonly fullName: string;
  readonly roleName: string;
  readonly " $fragmentType": "AvatarUpload_user";
};
export type AvatarUpload_user$key = {
  readonly " $data"?: AvatarUpload_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AvatarUpload_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AvatarUpload_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatarUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roleName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "1f724d022ea7f3cfd38006a76499a0a2";

export default node;
