/**
 * @generated SignedSource<<12d34d64a73ff7c4175f80546fb16d5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PriceBreakdownDialog_offer$data = {
  readonly lenderCredit: number;
  readonly lenderName: string;
  readonly lines: ReadonlyArray<{
    readonly label: string;
    readonly points: number;
  }>;
  readonly payment: {
    readonly insurance: number;
    readonly mortgageInsurance: number;
    readonly taxes: number;
    readonly total: number;
  };
  readonly price: number;
  readonly productName: string;
  readonly rate: number;
  readonly termYears: number;
  readonly " $fragmentType": "PriceBreakdownDialog_offer";
};
export type PriceBreakdownDialog_offer$key = {
  readonly " $data"?: PriceBreakdownDialog_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PriceBreakdownDialog_offer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PriceBreakdownDialog_offer",
  "selections": [
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
      "name": "price",
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
      "concreteType": "PriceLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "points",
          "storageKey": null
        }
      ],
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
    }
  ],
  "type": "PriceOffer",
  "abstractKey": null
};

(node as any).hash = "7c170dd899b416f6e52401b1483a7adb";

export default node;
