/**
 * @generated SignedSource<<bb04fd550c7e6f805a502dab593e0ee6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuoteResults_offer$data = {
  readonly lenderCredit: number;
  readonly lenderName: string;
  readonly offerKey: string;
  readonly payment: {
    readonly insurance: number;
    readonly interestOnly: boolean;
    readonly mortgageInsurance: number;
    readonly principalAndInterest: number;
    readonly taxes: number;
    readonly total: number;
  };
  readonly productName: string;
  readonly rate: number;
  readonly termYears: number;
  readonly " $fragmentSpreads": FragmentRefs<"PriceBreakdownDialog_offer">;
  readonly " $fragmentType": "QuoteResults_offer";
};
export type QuoteResults_offer$key = {
  readonly " $data"?: QuoteResults_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuoteResults_offer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuoteResults_offer",
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
      "name": "lenderName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "productName",
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
      "name": "rate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lenderCredit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentEstimate",
      "kind": "LinkedField",
      "name": "payment",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "principalAndInterest",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "interestOnly",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "taxes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "insurance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mortgageInsurance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PriceBreakdownDialog_offer"
    }
  ],
  "type": "PriceOffer",
  "abstractKey": null
};

(node as any).hash = "af6529556782e2253512b774c5841f4e";

export default node;
