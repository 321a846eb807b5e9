/**
 * @generated SignedSource<<87dd8a9547a919ac5cf1ae7dc6581e7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LendersThatFit_post$data = {
  readonly lender: {
    readonly name: string;
  } | null | undefined;
  readonly lendersThatFit: ReadonlyArray<{
    readonly lenderName: string;
    readonly productName: string;
    readonly rate: number;
  }>;
  readonly program: string | null | undefined;
  readonly scenario: {
    readonly __typename: "PostScenario";
  } | null | undefined;
  readonly " $fragmentType": "LendersThatFit_post";
};
export type LendersThatFit_post$key = {
  readonly " $data"?: LendersThatFit_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"LendersThatFit_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LendersThatFit_post",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "program",
      "storageKey": null
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
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PostScenario",
      "kind": "LinkedField",
      "name": "scenario",
      "plural": false,
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
      "alias": null,
      "args": null,
      "concreteType": "LenderFit",
      "kind": "LinkedField",
      "name": "lendersThatFit",
      "plural": true,
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
          "name": "rate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "productName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "759583df5b1d79155d1d66f0771e3b50";

export default node;
