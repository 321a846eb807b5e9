/**
 * @generated SignedSource<<53ecb1eff1cd059a8268dbe0c7a9d839>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmployeeCard_user$data = {
  readonly avatarUrl: string | null | undefined;
  readonly email: string | null | undefined;
  readonly fullName: string;
  readonly jobTitle: string | null | undefined;
  readonly linkedInProfile: string | null | undefined;
  readonly location: string | null | undefined;
  readonly manager: {
    readonly fullName: string;
  } | null | undefined;
  readonly phoneNumber: string | null | undefined;
  readonly " $fragmentType": "EmployeeCard_user";
};
export type EmployeeCard_user$key = {
  readonly " $data"?: EmployeeCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmployeeCard_user">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmployeeCard_user",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "jobTitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "location",
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
      "name": "phoneNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "linkedInProfile",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "manager",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "83376910867f08b9d17e3452f13dbf81";

export default node;
