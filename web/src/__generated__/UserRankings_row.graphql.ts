/**
 * @generated SignedSource<<1b1ceed22586a11a73e0853d057d6063>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RankingTrend = "DOWN" | "SAME" | "UP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UserRankings_row$data = {
  readonly avatarUrl: string | null | undefined;
  readonly compensationBps: number | null | undefined;
  readonly fullName: string;
  readonly lh100: boolean;
  readonly loansClosed: number;
  readonly rank: number;
  readonly trend: RankingTrend;
  readonly userId: string;
  readonly volume: number;
  readonly " $fragmentType": "UserRankings_row";
};
export type UserRankings_row$key = {
  readonly " $data"?: UserRankings_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserRankings_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserRankings_row",
  "selections": [
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
  ],
  "type": "UserRanking",
  "abstractKey": null
};

(node as any).hash = "9045f97b86c428cb161d33844290ae30";

export default node;
