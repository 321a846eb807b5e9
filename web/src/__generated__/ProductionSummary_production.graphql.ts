/**
 * @generated SignedSource<<45318cf31f93ac52c2b8114722d5f2ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LoanType = "CONVENTIONAL" | "FHA" | "JUMBO" | "NON_QM" | "USDA" | "VA" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductionSummary_production$data = {
  readonly summary: {
    readonly byLoanType: ReadonlyArray<{
      readonly loanType: LoanType;
      readonly loansFunded: number;
      readonly volume: number;
    }>;
    readonly loansFunded: number;
    readonly months: ReadonlyArray<{
      readonly month: number;
      readonly volume: number;
    }>;
    readonly volume: number;
  };
  readonly year: number;
  readonly " $fragmentType": "ProductionSummary_production";
};
export type ProductionSummary_production$key = {
  readonly " $data"?: ProductionSummary_production$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductionSummary_production">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "loansFunded",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "volume",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductionSummary_production",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "year",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductionSummary",
      "kind": "LinkedField",
      "name": "summary",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "MonthlyProduction",
          "kind": "LinkedField",
          "name": "months",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "month",
              "storageKey": null
            },
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LoanTypeProduction",
          "kind": "LinkedField",
          "name": "byLoanType",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "loanType",
              "storageKey": null
            },
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Production",
  "abstractKey": null
};
})();

(node as any).hash = "ac73f831e3eeba6b26394a1cd25c53c2";

export default node;
