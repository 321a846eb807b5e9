/**
 * @generated SignedSource<<8a82744deb7b1b56a750e411dac8ca0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PointsAction = "ADD" | "SUBTRACT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PointsHistoryRow_entry$data = {
  readonly action: PointsAction;
  readonly balanceAfter: number;
  readonly date: string;
  readonly points: number;
  readonly reason: string;
  readonly " $fragmentType": "PointsHistoryRow_entry";
};
export type PointsHistoryRow_entry$key = {
  readonly " $data"?: PointsHistoryRow_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"PointsHistoryRow_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PointsHistoryRow_entry",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
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
      "name": "balanceAfter",
      "storageKey": null
    }
  ],
  "type": "PointsEntry",
  "abstractKey": null
};

(node as any).hash = "965498cac670613abc54901158db391f";

export default node;
