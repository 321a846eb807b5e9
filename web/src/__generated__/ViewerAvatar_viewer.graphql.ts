/**
 * @generated SignedSource<<58cd2be8a1c8d9deaa88883a4c142127>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ViewerAvatar_viewer$data = {
  readonly avatarUrl: string | null | undefined;
  readonly fullName: string;
  readonly " $fragmentType": "ViewerAvatar_viewer";
};
export type ViewerAvatar_viewer$key = {
  readonly " $data"?: ViewerAvatar_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ViewerAvatar_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ViewerAvatar_viewer",
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "7d72d43fa0f3f322a7d42adc34a18808";

export default node;
