/**
 * @generated SignedSource<<5cd206b84c30672cc743a8c9aec74f62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RateSheetTable_query$data = {
  readonly rateSheets: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"RateSheetRow_sheet">;
  }>;
  readonly " $fragmentType": "RateSheetTable_query";
};
export type RateSheetTable_query$key = {
  readonly " $data"?: RateSheetTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RateSheetTable_query">;
};

import RateSheetTableRefetchQuery_graphql from './RateSheetTableRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": RateSheetTableRefetchQuery_graphql
    }
  },
  "name": "RateSheetTable_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RateSheet",
      "kind": "LinkedField",
      "name": "rateSheets",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "RateSheetRow_sheet"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "71f70aba291d82e5a1015b87d4287ecf";

export default node;
