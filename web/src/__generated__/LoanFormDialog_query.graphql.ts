/**
 * @generated SignedSource<<4ca679583399e163de29969fe8fc3988>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoanFormDialog_query$data = {
  readonly loanLenders: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentType": "LoanFormDialog_query";
};
export type LoanFormDialog_query$key = {
  readonly " $data"?: LoanFormDialog_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoanFormDialog_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoanFormDialog_query",
  "selections": [
    {
      "alias": "loanLenders",
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

(node as any).hash = "32c02ab9fe84802ab9e64db2079d1828";

export default node;
