/**
 * @generated SignedSource<<1495e833f4bd7f441a7098498953b375>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RegistrationForm_query$data = {
  readonly registrationRoles: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "RegistrationForm_query";
};
export type RegistrationForm_query$key = {
  readonly " $data"?: RegistrationForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RegistrationForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RegistrationForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RegistrationRole",
      "kind": "LinkedField",
      "name": "registrationRoles",
      "plural": true,
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
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "83c9eae61fe4bd68f91d0676a6db69e9";

export default node;
