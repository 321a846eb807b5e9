/**
 * @generated SignedSource<<71ffb3bb0993d8dd615e4142c6bee685>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PointsAction = "ADD" | "SUBTRACT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PointsMetrics_points$data = {
  readonly balance: number;
  readonly history: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly action: PointsAction;
        readonly date: string;
        readonly id: string;
        readonly points: number;
        readonly reason: string;
      };
    }>;
  };
  readonly " $fragmentType": "PointsMetrics_points";
};
export type PointsMetrics_points$key = {
  readonly " $data"?: PointsMetrics_points$data;
  readonly " $fragmentSpreads": FragmentRefs<"PointsMetrics_points">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PointsMetrics_points",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "balance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "PointsEntryConnection",
      "kind": "LinkedField",
      "name": "history",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PointsEntryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "PointsEntry",
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
                  "name": "points",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "action",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "reason",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "date",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "history(first:50)"
    }
  ],
  "type": "Points",
  "abstractKey": null
};

(node as any).hash = "62c4514143587d1c213d6d6d9fb02e44";

export default node;
