/**
 * @generated SignedSource<<25dc6ef063d53e09fff667909fc2d639>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LoanStage = "CLOSING" | "INITIAL_REVIEW" | "PROCESSING" | "UNDERWRITING" | "%future added value";
export type LoanStatus = "APPROVED" | "FUNDED" | "IN_PROCESS" | "PENDING" | "SUBMITTED" | "WITHDRAWN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LoanGauges_stats$data = {
  readonly byStage: ReadonlyArray<{
    readonly count: number;
    readonly stage: LoanStage;
  }>;
  readonly byStatus: ReadonlyArray<{
    readonly count: number;
    readonly status: LoanStatus;
  }>;
  readonly " $fragmentType": "LoanGauges_stats";
};
export type LoanGauges_stats$key = {
  readonly " $data"?: LoanGauges_stats$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoanGauges_stats">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoanGauges_stats",
  "selections": [
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LoanStageCount",
      "kind": "LinkedField",
      "name": "byStage",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stage",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "LoanStats",
  "abstractKey": null
};
})();

(node as any).hash = "670e1f30a8da59f13287f2e249d54e94";

export default node;
