/**
 * @generated SignedSource<<d01fdff87c69a09ea9b7e01e9f7ec7c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DepartmentSection_people$data = ReadonlyArray<{
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"EmployeeCard_user">;
  readonly " $fragmentType": "DepartmentSection_people";
}>;
export type DepartmentSection_people$key = ReadonlyArray<{
  readonly " $data"?: DepartmentSection_people$data;
  readonly " $fragmentSpreads": FragmentRefs<"DepartmentSection_people">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "DepartmentSection_people",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EmployeeCard_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "7e8a9c87c72a1965d9437f293a48a77b";

export default node;
