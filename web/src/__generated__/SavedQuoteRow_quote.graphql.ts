/**
 * @generated SignedSource<<62074fa05856a4e4265b8828aab4697b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SavedQuoteRow_quote$data = {
  readonly createdAt: string;
  readonly id: string;
  readonly loanId: number | null | undefined;
  readonly name: string;
  readonly offers: ReadonlyArray<{
    readonly lenderCredit: number;
    readonly lenderName: string;
    readonly offerKey: string;
    readonly payment: {
      readonly total: number;
    };
    readonly productName: string;
    readonly rate: number;
    readonly termYears: number;
  }>;
  readonly scenario: {
    readonly fico: number;
    readonly loanAmount: number;
    readonly propertyValue: number;
    readonly zipCode: string;
  };
  readonly " $fragmentType": "SavedQuoteRow_quote";
};
export type SavedQuoteRow_quote$key = {
  readonly " $data"?: SavedQuoteRow_quote$data;
  readonly " $fragmentSpreads": FragmentRefs<"SavedQuoteRow_quote">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SavedQuoteRow_quote",
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
      "name": "loanId",
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
      "concreteType": "SavedScenario",
      "kind": "LinkedField",
      "name": "scenario",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "loanAmount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "propertyValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "zipCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fico",
          "storageKey": null
        }
      ],
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
              "name": "total",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SavedQuote",
  "abstractKey": null
};

(node as any).hash = "d936b1cfb479b42f4ff6d0d99dab8195";

export default node;
