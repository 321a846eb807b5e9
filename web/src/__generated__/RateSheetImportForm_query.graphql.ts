/**
 * @generated SignedSource<<b507e41f89eba6499c12468ee7de64c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RateSheetImportForm_query$data = {
  readonly sheetLenders: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentType": "RateSheetImportForm_query";
};
export type RateSheetImportForm_query$key = {
  readonly " $data"?: RateSheetImportForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RateSheetImportForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RateSheetImportForm_query",
  "selections": [
    {
      "alias": "sheetLenders",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
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
      "storageKey": "lenders(first:100)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "9dd557a10cd03653a26a0ac8f155447e";

export default node;
