/**
 * @generated SignedSource<<19586b8d198b7468a04c450e50768f31>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IneligibleProducts_result$data = {
  readonly ineligible: ReadonlyArray<{
    readonly lenderName: string;
    readonly productName: string;
    readonly reasons: ReadonlyArray<string>;
  }>;
  readonly " $fragmentType": "IneligibleProducts_result";
};
export type IneligibleProducts_result$key = {
  readonly " $data"?: IneligibleProducts_result$data;
  readonly " $fragmentSpreads": FragmentRefs<"IneligibleProducts_result">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IneligibleProducts_result",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "IneligibleProduct",
      "kind": "LinkedField",
      "name": "ineligible",
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
          "name": "productName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reasons",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PricingResult",
  "abstractKey": null
};

(node as any).hash = "b07fe8ec2c420f805fa28dc1ea8adee9";

export default node;
