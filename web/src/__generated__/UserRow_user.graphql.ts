/**
 * @generated SignedSource<<204966f68779b13d524de832149ef5a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserRow_user$data = {
  readonly avatarUrl: string | null | undefined;
  readonly company: string | null | undefined;
  readonly department: string | null | undefined;
  readonly email: string | null | undefined;
  readonly fullName: string;
  readonly id: string;
  readonly internalId: number;
  readonly languages: ReadonlyArray<string>;
  readonly roleName: string;
  readonly statesLicensed: ReadonlyArray<string>;
  readonly twoFactorAuthentication: boolean | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"SocialProfileLinks_user" | "UserFormDialog_user">;
  readonly " $fragmentType": "UserRow_user";
};
export type UserRow_user$key = {
  readonly " $data"?: UserRow_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserRow_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserRow_user",
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
      "name": "internalId",
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
      "name": "department",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "company",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "languages",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statesLicensed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "twoFactorAuthentication",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "SocialProfileLinks_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserFormDialog_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d7c7d2f8f242322aabf2f16f183bcec9";

export default node;
