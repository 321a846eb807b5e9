/**
 * @generated SignedSource<<c1d1438e4c14ed968f7c25407bd83f76>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PendingInvitationRow_invitation$data = {
  readonly email: string;
  readonly expiresAt: string;
  readonly fullName: string;
  readonly id: string;
  readonly roleName: string;
  readonly " $fragmentType": "PendingInvitationRow_invitation";
};
export type PendingInvitationRow_invitation$key = {
  readonly " $data"?: PendingInvitationRow_invitation$data;
  readonly " $fragmentSpreads": FragmentRefs<"PendingInvitationRow_invitation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PendingInvitationRow_invitation",
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
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
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
      "name": "expiresAt",
      "storageKey": null
    }
  ],
  "type": "Invitation",
  "abstractKey": null
};

(node as any).hash = "e460bb651e9cb87e503c6be437a8a054";

export default node;
