/**
 * @generated SignedSource<<6e60df7f629eeeb304ac6ae02037a6ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoanDetail_loan$data = {
  readonly createdAt: string;
  readonly fundedDate: string | null | undefined;
  readonly lender: {
    readonly internalId: number;
  } | null | undefined;
  readonly notes: string | null | undefined;
  readonly propertyAddress: string;
  readonly updatedAt: string;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteLoanDialog_loan" | "LoanFormDialog_loan" | "LoanHistory_loan" | "LoanSavedQuotes_loan" | "useLoanSummary_loan">;
  readonly " $fragmentType": "LoanDetail_loan";
};
export type LoanDetail_loan$key = {
  readonly " $data"?: LoanDetail_loan$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoanDetail_loan">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoanDetail_loan",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useLoanSummary_loan"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Lender",
      "kind": "LinkedField",
      "name": "lender",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "internalId",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fundedDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "propertyAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LoanFormDialog_loan"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeleteLoanDialog_loan"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LoanHistory_loan"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LoanSavedQuotes_loan"
    }
  ],
  "type": "Loan",
  "abstractKey": null
};

(node as any).hash = "75c2dca7de2e0f0dcfdb21792b371894";

export default node;
