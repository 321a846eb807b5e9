/**
 * @generated SignedSource<<52b8108b94b9a7cde56cb5710728bf62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SecurityPanel_user$data = {
  readonly id: string;
  readonly twoFactorAuthentication: boolean | null | undefined;
  readonly " $fragmentType": "SecurityPanel_user";
};
export type SecurityPanel_user$key = {
  readonly " $data"?: SecurityPanel_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SecurityPanel_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SecurityPanel_user",
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
      "name": "twoFactorAuthentication",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "95d3706d3a2922798201d0d06e53b131";

export default node;
