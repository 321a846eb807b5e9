/**
 * @generated SignedSource<<c9fe93267fea2f3b5c0f90f4a8ebf527>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PointsRedemptionCode = "CREDIT_REDEMPTION_LOA" | "FREE_APPRAISAL" | "RATE_BOOST" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PointsRedemption_points$data = {
  readonly balance: number;
  readonly redemptionOptions: ReadonlyArray<{
    readonly affordable: boolean;
    readonly benefit: string | null | undefined;
    readonly code: PointsRedemptionCode;
    readonly cost: number;
    readonly name: string;
    readonly pointsNeeded: number;
    readonly validity: string;
  }>;
  readonly " $fragmentType": "PointsRedemption_points";
};
export type PointsRedemption_points$key = {
  readonly " $data"?: PointsRedemption_points$data;
  readonly " $fragmentSpreads": FragmentRefs<"PointsRedemption_points">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PointsRedemption_points",
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
      "args": null,
      "concreteType": "PointsRedemptionOption",
      "kind": "LinkedField",
      "name": "redemptionOptions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
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
          "name": "cost",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "validity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "benefit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "affordable",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pointsNeeded",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Points",
  "abstractKey": null
};

(node as any).hash = "56128bf27f1e479f9f1a175c13c77f66";

export default node;
