/**
 * @generated SignedSource<<efcce91f72c0795ae281ebf23993a458>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SecurityPanel_user$data = {
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
      "name": "twoFactorAuthentication",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "29ef42171398251db3b1286ccb513bfb";

export default node;
