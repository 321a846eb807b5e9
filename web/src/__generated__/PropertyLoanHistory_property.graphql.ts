/**
 * @generated SignedSource<<3bc3d2216854283de255efa886c2dc68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PropertyLoanHistory_property$data = {
  readonly loanHistory: ReadonlyArray<{
    readonly amount: number | null | undefined;
    readonly currentBalance: number | null | undefined;
    readonly date: string | null | undefined;
    readonly interestRate: number | null | undefined;
    readonly lender: string | null | undefined;
    readonly monthlyPayment: number | null | undefined;
    readonly originalAmount: number | null | undefined;
    readonly type: string | null | undefined;
  }>;
  readonly " $fragmentType": "PropertyLoanHistory_property";
};
export type PropertyLoanHistory_property$key = {
  readonly " $data"?: PropertyLoanHistory_property$data;
  readonly " $fragmentSpreads": FragmentRefs<"PropertyLoanHistory_property">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PropertyLoanHistory_property",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PropertyLoan",
      "kind": "LinkedField",
      "name": "loanHistory",
      "plural": true,
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
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lender",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "originalAmount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currentBalance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "interestRate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "monthlyPayment",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Property",
  "abstractKey": null
};

(node as any).hash = "313788e9ca42787212b8c4d5da652366";

export default node;
