/**
 * @generated SignedSource<<9e333bc3b34909e24c03d2ad097f2b3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CountyLimitsDialog_query$data = {
  readonly countyLoanLimits: {
    readonly baseline: ReadonlyArray<number>;
    readonly counties: ReadonlyArray<{
      readonly county: string;
      readonly fips: string;
      readonly limits: ReadonlyArray<number>;
      readonly state: string;
    }>;
    readonly year: number;
  };
  readonly loanLimitOptions: {
    readonly states: ReadonlyArray<{
      readonly code: string;
      readonly name: string;
    }>;
    readonly years: ReadonlyArray<number>;
  };
  readonly " $fragmentType": "CountyLimitsDialog_query";
};
export type CountyLimitsDialog_query$key = {
  readonly " $data"?: CountyLimitsDialog_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CountyLimitsDialog_query">;
};

import CountyLimitsDialogRefetchQuery_graphql from './CountyLimitsDialogRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": "CA",
      "kind": "LocalArgument",
      "name": "state"
    },
    {
      "defaultValue": 2026,
      "kind": "LocalArgument",
      "name": "year"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": CountyLimitsDialogRefetchQuery_graphql
    }
  },
  "name": "CountyLimitsDialog_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LoanLimitOptions",
      "kind": "LinkedField",
      "name": "loanLimitOptions",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "years",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LimitState",
          "kind": "LinkedField",
          "name": "states",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "code",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "state",
          "variableName": "state"
        },
        {
          "kind": "Variable",
          "name": "year",
          "variableName": "year"
        }
      ],
      "concreteType": "CountyLoanLimits",
      "kind": "LinkedField",
      "name": "countyLoanLimits",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "year",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "baseline",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CountyLoanLimit",
          "kind": "LinkedField",
          "name": "counties",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fips",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "county",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "state",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "limits",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "c4c5d4be543f7bfdd36097f2b593c0d0";

export default node;
