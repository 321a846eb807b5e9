/**
 * @generated SignedSource<<895c95c563c837279bd7ae43c38533ca>>
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
    readonly offerKey: string;
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
          "name": "offerKey",
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

(node as any).hash = "e9f0cca58ac059b0c083d806d0932d76";

export default node;
