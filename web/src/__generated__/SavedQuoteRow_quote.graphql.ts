/**
 * @generated SignedSource<<f182016682b33d4964e5e378664542c2>>
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
  readonly loan: {
    readonly internalId: number;
  } | null | undefined;
  readonly name: string;
  readonly offers: ReadonlyArray<{
    readonly __typename: "PriceOffer";
  }>;
  readonly scenario: {
    readonly loanAmount: number;
    readonly zipCode: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"AttachQuoteDialog_quote" | "SavedQuoteDialog_quote">;
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Loan",
      "kind": "LinkedField",
      "name": "loan",
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
          "name": "zipCode",
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
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SavedQuoteDialog_quote"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AttachQuoteDialog_quote"
    }
  ],
  "type": "SavedQuote",
  "abstractKey": null
};

(node as any).hash = "5e65095070caeef37ac1a3de9ffe08c7";

export default node;
