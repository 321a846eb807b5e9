/**
 * @generated SignedSource<<cafebc2db2740998b59cf6f70e53e97b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScenarioForm_query$data = {
  readonly scenarioLenders: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentType": "ScenarioForm_query";
};
export type ScenarioForm_query$key = {
  readonly " $data"?: ScenarioForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScenarioForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScenarioForm_query",
  "selections": [
    {
      "alias": "scenarioLenders",
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

(node as any).hash = "b83d75cd5d15708dae48dbedf3f823e2";

export default node;
