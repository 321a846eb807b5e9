/**
 * @generated SignedSource<<5f25694a94f2b5d837c911b3e2ecfe7c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ACCOUNT_EXECUTIVE" | "ADMIN" | "LOAN_OFFICER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApiClientRow_apiClient$data = {
  readonly allowedOperations: ReadonlyArray<string> | null | undefined;
  readonly costPerMinute: number;
  readonly documentCount: number;
  readonly id: string;
  readonly keyHint: string;
  readonly maxCostPerOperation: number;
  readonly name: string;
  readonly requestsPerMinute: number;
  readonly revokedAt: string | null | undefined;
  readonly role: Role;
  readonly " $fragmentType": "ApiClientRow_apiClient";
};
export type ApiClientRow_apiClient$key = {
  readonly " $data"?: ApiClientRow_apiClient$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiClientRow_apiClient">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiClientRow_apiClient",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "keyHint",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestsPerMinute",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxCostPerOperation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "costPerMinute",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "allowedOperations",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documentCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revokedAt",
      "storageKey": null
    }
  ],
  "type": "ApiClient",
  "abstractKey": null
};

(node as any).hash = "aca3ddf0a22fae3d9e303789ba24775a";

export default node;
