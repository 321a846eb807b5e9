/**
 * @generated SignedSource<<f3ce6c59d9ae14b2d9517937a1ea5c57>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RankingTrend = "DOWN" | "SAME" | "UP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UserRankings_production$data = {
  readonly monthly: ReadonlyArray<{
    readonly avatarUrl: string | null | undefined;
    readonly compensationBps: number | null | undefined;
    readonly fullName: string;
    readonly lh100: boolean;
    readonly loansClosed: number;
    readonly rank: number;
    readonly trend: RankingTrend;
    readonly userId: string;
    readonly volume: number;
  }>;
  readonly yearly: ReadonlyArray<{
    readonly avatarUrl: string | null | undefined;
    readonly compensationBps: number | null | undefined;
    readonly fullName: string;
    readonly lh100: boolean;
    readonly loansClosed: number;
    readonly rank: number;
    readonly trend: RankingTrend;
    readonly userId: string;
    readonly volume: number;
  }>;
  readonly " $fragmentType": "UserRankings_production";
};
export type UserRankings_production$key = {
  readonly " $data"?: UserRankings_production$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserRankings_production">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "rank",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "userId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fullName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "avatarUrl",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "volume",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "loansClosed",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "trend",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "lh100",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "compensationBps",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserRankings_production",
  "selections": [
    {
      "alias": "monthly",
      "args": [
        {
          "kind": "Literal",
          "name": "period",
          "value": "MONTHLY"
        }
      ],
      "concreteType": "UserRanking",
      "kind": "LinkedField",
      "name": "rankings",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "rankings(period:\"MONTHLY\")"
    },
    {
      "alias": "yearly",
      "args": [
        {
          "kind": "Literal",
          "name": "period",
          "value": "YEARLY"
        }
      ],
      "concreteType": "UserRanking",
      "kind": "LinkedField",
      "name": "rankings",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "rankings(period:\"YEARLY\")"
    }
  ],
  "type": "Production",
  "abstractKey": null
};
})();

(node as any).hash = "dc622add85edfb2150476f54ccc7834f";

export default node;
