/**
 * @generated SignedSource<<66532f9641a6806bfa0d7c9473e8f8c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RoleStatus = "ACTIVE" | "INACTIVE" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UserRoleOptions_query$data = {
  readonly roleOptions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
        readonly status: RoleStatus;
      };
    }>;
  };
  readonly " $fragmentType": "UserRoleOptions_query";
};
export type UserRoleOptions_query$key = {
  readonly " $data"?: UserRoleOptions_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserRoleOptions_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserRoleOptions_query",
  "selections": [
    {
      "alias": "roleOptions",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "UserRoleConnection",
      "kind": "LinkedField",
      "name": "roles",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "UserRoleEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "UserRole",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "status",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "roles(first:100)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "632d62af7ec879816a7227092fc70f1c";

export default node;
