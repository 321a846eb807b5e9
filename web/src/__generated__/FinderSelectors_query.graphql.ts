/**
 * @generated SignedSource<<47f7895f2c0c3823c14028be0e89ea4f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FinderSelectors_query$data = {
  readonly finderLenders: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentType": "FinderSelectors_query";
};
export type FinderSelectors_query$key = {
  readonly " $data"?: FinderSelectors_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"FinderSelectors_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FinderSelectors_query",
  "selections": [
    {
      "alias": "finderLenders",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "LenderConnection",
      "kind": "LinkedField",
      "name": "lenders",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "LenderEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Lender",
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
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "lenders(first:50)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "867d3bd448df3cdcf494493a163ae78f";

export default node;
