/**
 * @generated SignedSource<<7511661113ce1608fcefd1ba99815f1a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LoanStatus = "APPROVED" | "FUNDED" | "IN_PROCESS" | "PENDING" | "SUBMITTED" | "WITHDRAWN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LoanStatCards_stats$data = {
  readonly byStatus: ReadonlyArray<{
    readonly count: number;
    readonly status: LoanStatus;
  }>;
  readonly dueThisWeek: number;
  readonly totalLoans: number;
  readonly volumeInProcess: number;
  readonly " $fragmentType": "LoanStatCards_stats";
};
export type LoanStatCards_stats$key = {
  readonly " $data"?: LoanStatCards_stats$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoanStatCards_stats">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoanStatCards_stats",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalLoans",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "volumeInProcess",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueThisWeek",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LoanStatusCount",
      "kind": "LinkedField",
      "name": "byStatus",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LoanStats",
  "abstractKey": null
};

(node as any).hash = "bf8009d835ae8e61a84146a7292f7b22";

export default node;
