/**
 * @generated SignedSource<<66bf017f48fdf8590b5ec3621ceb0830>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RegistrationForm_invitation$data = {
  readonly email: string;
  readonly fullName: string;
  readonly roleId: string;
  readonly roleName: string;
  readonly " $fragmentType": "RegistrationForm_invitation";
};
export type RegistrationForm_invitation$key = {
  readonly " $data"?: RegistrationForm_invitation$data;
  readonly " $fragmentSpreads": FragmentRefs<"RegistrationForm_invitation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RegistrationForm_invitation",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roleId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roleName",
      "storageKey": null
    }
  ],
  "type": "Invitation",
  "abstractKey": null
};

(node as any).hash = "acb3411c25e3ab4a1e2e1a7e43d52742";

export default node;
