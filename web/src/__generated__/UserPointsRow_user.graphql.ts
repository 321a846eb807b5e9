/**
 * @generated SignedSource<<1854ec50e95dd62cb0ed68b8e569d27f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserPointsRow_user$data = {
  readonly email: string | null | undefined;
  readonly fullName: string;
  readonly id: string;
  readonly points: {
    readonly balance: number;
    readonly id: string;
    readonly lastActivity: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "UserPointsRow_user";
};
export type UserPointsRow_user$key = {
  readonly " $data"?: UserPointsRow_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserPointsRow_user">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserPointsRow_user",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "Points",
      "kind": "LinkedField",
      "name": "points",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "balance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastActivity",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "7a9d32b10d33a11fe38fe3c7cfeb0bbd";

export default node;
