/**
 * @generated SignedSource<<586e040941146baec9da2c63d8480a38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccountStatus = "ACTIVE" | "DEACTIVATED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UserRow_user$data = {
  readonly accountStatus: AccountStatus | null | undefined;
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
      "name": "accountStatus",
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

(node as any).hash = "72833eac1521ad22d222bb06a5619099";

export default node;
