/**
 * @generated SignedSource<<443f3c14dab5517e8903924ec395299d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ManagerOptions_query$data = {
  readonly companyDirectory: {
    readonly people: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly fullName: string;
          readonly id: string;
        };
      }>;
    };
  };
  readonly " $fragmentType": "ManagerOptions_query";
};
export type ManagerOptions_query$key = {
  readonly " $data"?: ManagerOptions_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ManagerOptions_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ManagerOptions_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CompanyDirectory",
      "kind": "LinkedField",
      "name": "companyDirectory",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "first",
              "value": 500
            }
          ],
          "concreteType": "UserConnection",
          "kind": "LinkedField",
          "name": "people",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "UserEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "User",
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
                      "name": "fullName",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "people(first:500)"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "dc6178ed7e8103b32e3174f170475812";

export default node;
