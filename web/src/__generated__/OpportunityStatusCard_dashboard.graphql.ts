/**
 * @generated SignedSource<<6f6ae90e9bfac79d6400ac498ae6921c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OpportunityStatusCard_dashboard$data = {
  readonly statusCounts: {
    readonly lost: number;
    readonly open: number;
    readonly total: number;
    readonly won: number;
  };
  readonly " $fragmentType": "OpportunityStatusCard_dashboard";
};
export type OpportunityStatusCard_dashboard$key = {
  readonly " $data"?: OpportunityStatusCard_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpportunityStatusCard_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpportunityStatusCard_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OpportunityStatusCounts",
      "kind": "LinkedField",
      "name": "statusCounts",
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

(node as any).hash = "3f246511894694bdb7a4b45136050c35";

export default node;
