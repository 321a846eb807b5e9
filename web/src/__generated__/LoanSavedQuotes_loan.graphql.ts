/**
 * @generated SignedSource<<248b0a943dbaf74c4fe985308e4aac1a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoanSavedQuotes_loan$data = {
  readonly savedQuotes: ReadonlyArray<{
    readonly createdAt: string;
    readonly id: string;
    readonly name: string;
    readonly offers: ReadonlyArray<{
      readonly lenderName: string;
      readonly offerKey: string;
      readonly rate: number;
      readonly termYears: number;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"SavedQuoteDialog_quote">;
  }>;
  readonly " $fragmentType": "LoanSavedQuotes_loan";
};
export type LoanSavedQuotes_loan$key = {
  readonly " $data"?: LoanSavedQuotes_loan$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoanSavedQuotes_loan">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoanSavedQuotes_loan",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SavedQuote",
      "kind": "LinkedField",
      "name": "savedQuotes",
      "plural": true,
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
          "name": "name",
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
          "concreteType": "PriceOffer",
          "kind": "LinkedField",
          "name": "offers",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "offerKey",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "rate",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "termYears",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lenderName",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "SavedQuoteDialog_quote"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Loan",
  "abstractKey": null
};

(node as any).hash = "086b6c9a5c28cfc2ac7db80c28b76555";

export default node;
