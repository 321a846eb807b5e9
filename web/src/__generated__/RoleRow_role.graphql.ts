/**
 * @generated SignedSource<<7e88532ae72188ba0f9d147f5406c454>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RoleStatus = "ACTIVE" | "INACTIVE" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RoleRow_role$data = {
  readonly builtIn: boolean;
  readonly id: string;
  readonly internalId: number;
  readonly name: string;
  readonly status: RoleStatus;
  readonly userCount: number;
  readonly " $fragmentType": "RoleRow_role";
};
export type RoleRow_role$key = {
  readonly " $data"?: RoleRow_role$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoleRow_role">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RoleRow_role",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "builtIn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userCount",
      "storageKey": null
    }
  ],
  "type": "UserRole",
  "abstractKey": null
};

(node as any).hash = "a1c27ffdbe8fa85f314c994a09f70faf";

export default node;
