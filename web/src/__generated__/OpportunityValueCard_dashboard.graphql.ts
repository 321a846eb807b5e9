/**
 * @generated SignedSource<<751891edd4f5e1520d88f08d3986593d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OpportunityValueCard_dashboard$data = {
  readonly value: {
    readonly lost: number;
    readonly open: number;
    readonly total: number;
    readonly won: number;
  };
  readonly " $fragmentType": "OpportunityValueCard_dashboard";
};
export type OpportunityValueCard_dashboard$key = {
  readonly " $data"?: OpportunityValueCard_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpportunityValueCard_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpportunityValueCard_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OpportunityValues",
      "kind": "LinkedField",
      "name": "value",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "open",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "won",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lost",
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
  "type": "PipelineDashboard",
  "abstractKey": null
};

(node as any).hash = "fe38bf35ca10d79b34545ecc171efe7f";

export default node;
